import pg from 'pg';

/**
 * The tests' databases on a PostgreSQL server. Every database a test run creates is named
 * `portal_test_<process id>_…`, so one whose process is gone is known to be left over. Plain
 * `pg` only: Jest's global setup loads this without the project's path aliases.
 */
export const TEST_DATABASE_PREFIX = 'portal_test_';

export async function onServer<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new database on `server`, a copy of `template` when given; `tag` ends its name. */
export async function createPostgresDatabase(server: string, options: { template?: string; tag?: string } = {}): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${options.tag ?? Math.random().toString(36).slice(2, 10)}`;
  await onServer(server, (client) => client.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`));
  return {
    name,
    url: databaseUrl(server, name),
    drop: () => dropPostgresDatabase(server, name),
  };
}

export async function dropPostgresDatabase(server: string, name: string): Promise<void> {
  await onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the databases of test runs that were killed before they could clean up. */
export async function dropStaleDatabases(server: string): Promise<void> {
  const { rows } = await onServer(server, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEST_DATABASE_PREFIX}%`]),
  );
  for (const { datname } of rows) {
    const pid = Number(new RegExp(`^${TEST_DATABASE_PREFIX}(\\d+)_`).exec(datname)?.[1]);
    if (pid && !isRunning(pid)) await dropPostgresDatabase(server, datname);
  }
}
