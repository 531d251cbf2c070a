/**
 * Which database this Jest project runs the suites on: jest.config.mjs gives each project its
 * engine as the global `portalTestMode`. Every API suite runs on PGlite; the suites marked
 * `@postgres` (jest.config.mjs reads the mark) run on PostgreSQL as well.
 */
export interface TestMode {
  database: 'pglite' | 'postgres';
}

declare global {
  var portalTestMode: TestMode | undefined;
}

export const testMode: TestMode = globalThis.portalTestMode ?? { database: 'pglite' };

/** For test titles: which database a failure came from. */
export const modeLabel = testMode.database;

export const onPostgres = testMode.database === 'postgres';
