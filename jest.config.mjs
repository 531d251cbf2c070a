import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Unit tests beside their modules; API tests beside their features (`*.api.test.ts`) and, for
 * what spans features, in tests/api; all in Node with SWC. Every API suite runs once, on PGlite
 * with the backend called in process, as `npm start` runs it. The transport is checked once per
 * endpoint (tests/transport: every contract through the HTTP upstream and the BFF), not once per
 * behaviour. What depends on the database engine (migrations, backup and restore, search, the
 * scheduler's leases, the stores on the database, races that need two connections, the RuoYi
 * import, every contract's round trip) is marked `@postgres` in the suite's first comment and,
 * with TEST_DATABASE_URL, runs on PostgreSQL too. With TEST_MYSQL_URL the RuoYi import runs.
 * The databases are migrated and seeded once per run (tests/support/jest-global-setup.ts) and
 * each suite starts from a copy.
 */
const shared = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // `feed` is published as ES modules only: SWC turns it into CommonJS as it does the project's own code.
  transformIgnorePatterns: ['/node_modules/(?!feed/)'],
};

/** The API suites: a feature's own, those that span features, and the transport's. */
const API_TESTS = ['<rootDir>/features/**/*.api.test.ts', '<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/transport/**/*.test.ts'];

/** The RuoYi import suites load RuoYi's scripts into the MySQL/MariaDB server TEST_MYSQL_URL names. */
const NEEDS_MYSQL = ['/features/ruoyi-import/'];
const withoutMysql = process.env.TEST_MYSQL_URL ? [] : NEEDS_MYSQL;

/** A suite's mark that it runs on PostgreSQL as well: `@postgres` in the file's first comment. */
const POSTGRES_MARK = /^\s*\/\*\*[^]*?@postgres\b[^]*?\*\//;
const DATABASE_SUITE_ROOTS = ['features', 'tests/api', 'tests/transport', 'tests/scheduler'];
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The suites marked `@postgres`, as absolute paths. */
function postgresSuites() {
  return DATABASE_SUITE_ROOTS.flatMap((root) => {
    const folder = path.join(ROOT, root);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { recursive: true })
      .filter((file) => /\.test\.ts$/.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => POSTGRES_MARK.test(fs.readFileSync(file, 'utf8')));
  });
}

const project = (displayName, roots, portalTestMode, extra = {}) => ({
  ...shared,
  displayName,
  roots,
  globals: { portalTestMode },
  ...extra,
});

const config = {
  projects: [
    project(
      'unit',
      ['<rootDir>/lib', '<rootDir>/features', '<rootDir>/components', '<rootDir>/root', '<rootDir>/tests'],
      { database: 'pglite' },
      { testPathIgnorePatterns: ['/tests/api/', '/tests/transport/', '\\.api\\.test\\.ts$'] },
    ),
    project(
      'api',
      ['<rootDir>/features', '<rootDir>/tests/api', '<rootDir>/tests/transport'],
      { database: 'pglite' },
      {
        testMatch: API_TESTS,
        testPathIgnorePatterns: withoutMysql,
      },
    ),
    ...(process.env.TEST_DATABASE_URL
      ? [
          project(
            'postgres',
            DATABASE_SUITE_ROOTS.map((root) => `<rootDir>/${root}`),
            { database: 'postgres' },
            {
              testMatch: postgresSuites(),
              testPathIgnorePatterns: withoutMysql,
            },
          ),
        ]
      : []),
  ],
  globalSetup: '<rootDir>/tests/support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/jest-global-teardown.ts',
  // Sized for a loaded two-core machine; nothing here measures speed.
  testTimeout: 120_000,
};

export default config;
