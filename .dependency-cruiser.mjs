// The layers of the tree and its import rules, checked by `npm run lint` (dependency-cruiser reads
// the whole import graph once: seconds, where ESLint's import/no-cycle took about a minute).
// tests/tooling/import-rules.test.ts proves each rule bites. Lowest first, each layer imports only
// what is below it:
//   lib/         the platform; it knows no feature
//   components/  shared UI; it knows no feature
//   features/    one folder per feature, each with a module.ts; one feature reaches another only
//                through that feature's index.ts (its public face) and tables.ts, or its area's
//                shared folders
//   root/        the composition root: the one list of feature modules
//   app/, server.ts, proxy.ts, instrumentation.ts, scripts/, tests/, e2e/   on top
// A contract declares its own answer types; no module reaches itself again. No exception is kept.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A feature is a folder under features/ with a module.ts: `auth`, `system/user` … */
function featureFolders(dir = 'features') {
  const folder = path.join(here, dir);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const child = `${dir}/${entry.name}`;
    return fs.existsSync(path.join(here, child, 'module.ts')) ? [child] : featureFolders(child);
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FEATURES = featureFolders();
/** Folders that group features (`system`, `content` …): they may have a face and tables of their own. */
const AREAS = [
  ...new Set(FEATURES.filter((feature) => feature.split('/').length > 2).map((feature) => feature.split('/').slice(0, 2).join('/'))),
];
/**
 * What any feature may import of another feature or area: its public face (`index.ts` for what
 * screens and the server may both use, `server/index.ts` for the server side alone, which client
 * code reaches only as types) and its tables (`tables.ts`), which the RuoYi import, the
 * dashboards and the login log read beside their owner.
 */
const PUBLIC_FACES = [...FEATURES, ...AREAS].map((folder) => `^${escape(folder)}/(index|server/index|tables)\\.tsx?$`);

/** A feature reaches no other feature's insides; inside its own area it may use the area's shared folders. */
const featureRules = FEATURES.map((feature) => {
  const area = feature.split('/').length > 2 ? feature.split('/').slice(0, 2).join('/') : null;
  const areaShared = area ? [`^${escape(area)}/(client|server|screens)/`, `^${escape(area)}/[^/]+\\.tsx?$`] : [];
  return {
    name: 'feature-public-face',
    comment: `${feature} reaches another feature only through its index.ts.`,
    severity: 'error',
    from: { path: `^${escape(feature)}/` },
    to: { path: '^features/', pathNot: [`^${escape(feature)}/`, ...PUBLIC_FACES, ...areaShared] },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module may not reach itself again, through values or types.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-the-platform',
      comment: 'lib/ is the platform: it imports no feature, no shared UI, no composition root and no app route.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(features|components|root|app)/' },
    },
    {
      name: 'components-know-no-feature',
      comment: 'components/ is shared UI: feature data reaches it through props or a lib/ client.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(features|root|app)/' },
    },
    {
      name: 'features-below-the-root',
      comment: 'A feature never reaches the composition root or the app routes above it.',
      severity: 'error',
      // A feature's command-line entry points (`cli/`) and benchmarks (`bench/`) sit on top, as scripts/ do.
      from: { path: '^features/', pathNot: '^features/.+/(cli|bench)/' },
      to: { path: '^(root|app)/' },
    },
    {
      name: 'contracts-declare-their-answers',
      comment: 'A contract is the source of its answer types: the services take them from it, never the other way round.',
      severity: 'error',
      from: { path: '^features/.*contract\\.ts$' },
      to: { path: '/server/' },
    },
    ...featureRules,
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

export default config;
