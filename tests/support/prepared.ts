/** The environment names through which Jest's global setup tells the suites what it prepared. */
export const PREPARED = {
  /** The folder of this run's files, removed afterwards. */
  folder: 'PORTAL_TEST_FOLDER',
  /** A migrated and seeded PGlite data directory (tar). */
  image: 'PORTAL_TEST_PGLITE_IMAGE',
  /** A migrated and seeded PostgreSQL database to copy. */
  template: 'PORTAL_TEST_TEMPLATE_DATABASE',
} as const;
