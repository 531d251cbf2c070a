import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/** Server code that client code may name only in `import type` (the boundary of the browser bundle). */
// Zod probes eval as each object schema is built unless told not to: every schema takes its z from lib/contract/zod.ts, which tells it first.
const ZOD_Z = {
  name: 'zod',
  importNames: ['z'],
  allowTypeImports: true,
  message: "Import z from '@/lib/contract/zod' (eval stays off in the browser).",
};

const SERVER_CODE = ['@/lib/backend/**', '**/lib/backend/**', '@/features/**/server/**', '../server/**', '../../server/**'];

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([
    '.next/**',
    'data/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'blob-report/**',
    'next-env.d.ts',
    '.codemod/**',
  ]),
  {
    // Import cycles and layers are dependency-cruiser's (.dependency-cruiser.mjs), over the whole graph at once.
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Pictures come from uploads of any size and from the admin's editor; next/image would resize them through the server.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Shared library code serves the server and every screen: it never reaches into the screens.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/**', '**/components/**'], message: 'lib/ may not import components/.' }] },
      ],
    },
  },
  {
    // Client code and contracts run in the browser: the backend's modules and the features' server sides reach them only as types.
    files: ['components/**', 'features/**/contract.ts', 'features/**/*-contract.ts', 'features/**/client/**', 'features/**/screens/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [ZOD_Z],
          patterns: [{ group: SERVER_CODE, allowTypeImports: true, message: 'Client code imports the backend only as types.' }],
        },
      ],
    },
  },
  {
    // The reader's pages load no component library (e2e/public-bundle.spec.ts holds them to 150 kB
    // of JavaScript); MUI belongs to the layouts of the admin, sign-in and member pages.
    files: ['components/portal/**', 'components/common/**', 'app/\\[locale\\]/(portal)/**'],
    ignores: ['app/\\[locale\\]/(portal)/(member)/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mui/*', '@emotion/*', '@/components/mui/*'], message: 'The reading pages use CSS modules, not MUI.' }] },
      ],
    },
  },
  {
    files: ['lib/**', 'features/*/fields.ts'],
    ignores: ['lib/contract/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD_Z] }] },
  },
  {
    // Each browser-test worker has servers of its own: only e2e/fixtures.ts's `test` knows which.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from e2e/fixtures.ts: it gives each worker its own servers.',
            },
          ],
        },
      ],
    },
  },
]);
