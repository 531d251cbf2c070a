/**
 * Unit tests beside their modules; API tests beside their features (`*.api.test.ts`) and, for
 * what spans features, in tests/api; all in Node with SWC. One run
 * covers every mode of the suites that touch a database (tests/support/test-mode.ts): the API on
 * PGlite called in process, the same through an upstream HTTP backend, and with TEST_DATABASE_URL
 * the API and the scheduler on PostgreSQL; with TEST_MYSQL_URL the RuoYi import too. The databases are migrated and seeded once per run
 * (tests/support/jest-global-setup.ts) and each suite starts from a copy.
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

/** The API suites: a feature's own, and those that span features. */
const API_TESTS = ['<rootDir>/features/**/*.api.test.ts', '<rootDir>/tests/api/**/*.test.ts'];

/** The RuoYi import suites load RuoYi's scripts into the MySQL/MariaDB server TEST_MYSQL_URL names. */
const NEEDS_MYSQL = ['/features/ruoyi-import/'];
const withoutMysql = process.env.TEST_MYSQL_URL ? [] : NEEDS_MYSQL;

const project = (displayName, roots, portalTestMode, extra = {}) => ({
  ...shared,
  displayName,
  roots,
  globals: { portalTestMode },
  ...extra,
});

module.exports = {
  projects: [
    project(
      'unit',
      ['<rootDir>/lib', '<rootDir>/features', '<rootDir>/components', '<rootDir>/tests'],
      { database: 'pglite', api: 'embedded' },
      { testPathIgnorePatterns: ['/tests/api/', '\\.api\\.test\\.ts$'] },
    ),
    project(
      'api',
      ['<rootDir>/features', '<rootDir>/tests/api'],
      { database: 'pglite', api: 'embedded' },
      { testMatch: API_TESTS, testPathIgnorePatterns: withoutMysql },
    ),
    project(
      'api upstream',
      ['<rootDir>/features', '<rootDir>/tests/api'],
      { database: 'pglite', api: 'upstream' },
      // Backups and the RuoYi import work on the database, beside the API, and the 60,000-article
      // sitemap reads the API as the other projects do: they cover both.
      { testMatch: API_TESTS, testPathIgnorePatterns: ['/features/backup/', '/features/content/sitemap/', ...NEEDS_MYSQL] },
    ),
    ...(process.env.TEST_DATABASE_URL
      ? [
          project(
            'postgres',
            ['<rootDir>/features', '<rootDir>/tests/api', '<rootDir>/tests/scheduler'],
            { database: 'postgres', api: 'embedded' },
            {
              testMatch: [...API_TESTS, '<rootDir>/tests/scheduler/**/*.test.ts'],
              testPathIgnorePatterns: ['/tests/scheduler/real-time', ...withoutMysql],
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
