import mysql from 'mysql2/promise';
import { ImportError } from './import-error';
import { LEFT_BEHIND, LOG_TABLES, SOURCE_TABLES, type SourceRow, type SourceTable, type SourceTableName } from './source-tables';

/** Everything the import needs from a RuoYi database, read before anything is written. */
export interface SourceData {
  /** The source as the report names it (the URL without its password). */
  label: string;
  rows: Record<SourceTableName, SourceRow[]>;
  /** The tables read, in order (the logs only with --with-logs). */
  read: SourceTableName[];
  /** Tables left behind that hold rows, with their counts. */
  leftBehind: { table: string; rows: number; why: string }[];
  /** Optional columns and tables this database lacks (an older RuoYi release). */
  absent: string[];
}

export interface SourceOptions {
  /** mysql://USER:PASS@HOST:PORT/DB */
  from: string;
  withLogs: boolean;
  /**
   * The offset RuoYi wrote its DATETIME columns in: its JDBC URL sets serverTimezone=GMT+8, so a
   * stock deployment's times are China time.
   */
  timezone: string;
}

/** The URL's parts, checked before connecting; the label leaves the password out. */
export function parseSourceUrl(from: string): { url: URL; database: string; label: string } {
  let url: URL;
  try {
    url = new URL(from);
  } catch {
    throw new ImportError(`--from is not a URL: expected mysql://USER:PASS@HOST:PORT/DATABASE, got ${JSON.stringify(from)}`);
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:')
    throw new ImportError(`--from must be a mysql:// URL (the RuoYi-Vue database), got ${url.protocol}//…`);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new ImportError('--from names no database: add it after the host, e.g. mysql://root@127.0.0.1:3306/ry');
  const label = `mysql://${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.host}/${database}`;
  return { url, database, label };
}

/** Reads the RuoYi database whole: connection, schema check, then every table the import needs. */
export async function readSource(options: SourceOptions): Promise<SourceData> {
  const { url, database, label } = parseSourceUrl(options.from);
  const connection = await connect(url, database, label, options.timezone);
  try {
    const columns = await columnsOf(connection);
    const wanted = (Object.keys(SOURCE_TABLES) as SourceTableName[]).filter((name) => options.withLogs || !LOG_TABLES.includes(name));
    const absent: string[] = [];
    const rows = {} as Record<SourceTableName, SourceRow[]>;
    for (const name of wanted) {
      const table: SourceTable = SOURCE_TABLES[name];
      const present = columns.get(name);
      if (!present) {
        if (!table.optionalTable) throw unknownSchema(label, `it has no table ${name}`);
        absent.push(name);
        rows[name] = [];
        continue;
      }
      const select = table.columns.map((column) => {
        if (present.columns.has(column)) return `\`${column}\``;
        if (!table.optional || !(column in table.optional)) throw unknownSchema(label, `its table ${name} has no column ${column}`);
        absent.push(`${name}.${column}`);
        return `${connection.escape(table.optional[column])} AS \`${column}\``;
      });
      const [read] = await connection.query(`SELECT ${select.join(', ')} FROM \`${present.name}\` ORDER BY ${table.orderBy}`);
      rows[name] = read as SourceRow[];
    }
    for (const name of LOG_TABLES) rows[name] ??= [];
    const leftBehind = [];
    for (const [table, why] of Object.entries(LEFT_BEHIND)) {
      const present = columns.get(table);
      if (!present) continue;
      const [[{ count }]] = (await connection.query(`SELECT COUNT(*) AS count FROM \`${present.name}\``)) as unknown as [
        [{ count: number }],
      ];
      if (Number(count) > 0) leftBehind.push({ table: present.name, rows: Number(count), why });
    }
    return { label, rows, read: wanted, leftBehind, absent };
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`Reading the RuoYi database ${label} failed: ${describeMysqlError(error)}. Nothing was written.`);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

function unknownSchema(label: string, what: string): ImportError {
  return new ImportError(
    `${label} is not a RuoYi-Vue database this importer knows: ${what} (RuoYi-Vue 3.8 or later is expected). Nothing was written.`,
  );
}

async function connect(url: URL, database: string, label: string, timezone: string): Promise<mysql.Connection> {
  try {
    return await mysql.createConnection({
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username || 'root'),
      password: decodeURIComponent(url.password),
      database,
      charset: 'utf8mb4',
      timezone,
      connectTimeout: 10_000,
      // An id past 2^53 would come back rounded; RuoYi's never get there, and the check would cost more than it finds.
      supportBigNumbers: true,
      bigNumberStrings: false,
    });
  } catch (error) {
    throw new ImportError(`Cannot open the RuoYi database ${label}: ${describeMysqlError(error)}. Nothing was written.`);
  }
}

interface TableColumns {
  /** The table's name as the server spells it (Quartz's are upper case, and names are case-sensitive on Linux). */
  name: string;
  columns: Set<string>;
}

/** The tables of the database by their lower-case names, with their columns. */
async function columnsOf(connection: mysql.Connection): Promise<Map<string, TableColumns>> {
  const [rows] = await connection.query(
    'SELECT TABLE_NAME AS t, LOWER(COLUMN_NAME) AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()',
  );
  const tables = new Map<string, TableColumns>();
  for (const { t, c } of rows as { t: string; c: string }[]) {
    const key = t.toLowerCase();
    if (!tables.has(key)) tables.set(key, { name: t, columns: new Set() });
    tables.get(key)!.columns.add(c);
  }
  return tables;
}

/** A MySQL error as a person can act on it. */
export function describeMysqlError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused (is MySQL running there, on that port?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'its host name does not resolve';
    case 'ETIMEDOUT':
      return 'the server did not answer within 10 seconds';
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
      return 'the server refused the user name or password';
    case 'ER_BAD_DB_ERROR':
      return 'the server has no database of that name';
    case 'PROTOCOL_CONNECTION_LOST':
    case 'ECONNRESET':
      return 'the connection broke off';
    default:
      return message || String(error);
  }
}
