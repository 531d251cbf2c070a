/** Unit tests beside their modules and API tests in tests/api, all in Node with SWC. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/tests', '<rootDir>/components'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }],
  },
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 30000,
};
