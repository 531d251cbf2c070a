// The import rules of the tree, checked by `npm run lint` (dependency-cruiser reads the whole
// import graph once, where ESLint's import/no-cycle walked it again for every file it linted:
// seconds instead of about a minute). tests/tooling/import-rules.test.ts proves each rule bites.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module may not reach itself again through the values it imports.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|data|test-results|playwright-report|blob-report)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` counts as a dependency of its own kind, so a rule can tell it from a value import.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
