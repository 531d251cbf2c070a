/**
 * How this Jest project runs the suites that touch a database: jest.config.js gives each project
 * its mode as the global `portalTestMode` (PGlite or PostgreSQL; the backend called in process or
 * over HTTP), so one Jest run covers every combination on its workers.
 */
export interface TestMode {
  database: 'pglite' | 'postgres';
  api: 'embedded' | 'upstream';
}

declare global {
  var portalTestMode: TestMode | undefined;
}

export const testMode: TestMode = globalThis.portalTestMode ?? { database: 'pglite', api: 'embedded' };

/** For test titles: which combination a failure came from. */
export const modeLabel = `${testMode.api}, ${testMode.database}`;

export const onPostgres = testMode.database === 'postgres';
