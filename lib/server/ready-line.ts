import path from 'node:path';
import type { AppConfig } from '../config';

type Where = Pick<AppConfig, 'host' | 'port' | 'databaseUrl' | 'dataDir' | 'uploadDir'>;

/** An address a browser on this machine opens: every interface is reachable as localhost. */
function browsableHost(host: string | null): string {
  if (host === null || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** A folder as the person who started the portal names it: relative to the project when inside it. */
function shownFolder(folder: string, cwd: string): string {
  const relative = path.relative(cwd, folder);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : folder;
}

/** A PostgreSQL server and database, without the credentials its URL may carry. */
function shownDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.host}/${decodeURIComponent(url.pathname.slice(1))}`;
}

/** The portal's address for a browser on this machine. */
export const portalAddress = (where: Pick<AppConfig, 'host' | 'port'>): string => `http://${browsableHost(where.host)}:${where.port}`;

/**
 * The line `npm start` ends with, for the person at the terminal: where the portal answers, where
 * its back office is and who signs in there, and where it keeps what it stores.
 */
export function readyLine(where: Where, cwd = process.cwd()): string {
  const base = portalAddress(where);
  const uploadsInData = !path.relative(where.dataDir, where.uploadDir).startsWith('..');
  const stored = where.databaseUrl
    ? `data in ${shownDatabase(where.databaseUrl)}, uploads in ${shownFolder(where.uploadDir, cwd)}`
    : `data in ${shownFolder(where.dataDir, cwd)}${uploadsInData ? '' : `, uploads in ${shownFolder(where.uploadDir, cwd)}`}`;
  return `Portal ready: ${base} · back office ${base}/index (user admin) · ${stored}`;
}
