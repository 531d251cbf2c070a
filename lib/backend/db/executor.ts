import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Database = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
