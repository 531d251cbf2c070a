import { toQueryString, type QueryValue } from '../http/query-string';
import { contractMethods, type Contract, type Method } from './contract';

interface Compiled<T> {
  entry: T;
  methods: readonly Method[];
  pattern: RegExp;
  names: string[];
  /** Per segment, 0 for a literal and 1 for a parameter: the lower, the more specific. */
  rank: number[];
}

export interface Match<T> {
  entry: T;
  params: Record<string, string>;
}

export type Lookup<T> = { kind: 'found'; match: Match<T> } | { kind: 'method-not-allowed' } | { kind: 'not-found' };

function compile<T>(entry: T, contract: Contract): Compiled<T> {
  const names: string[] = [];
  const source = contract.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const rank = contract.path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0));
  return { entry, methods: contractMethods(contract), pattern: new RegExp(`^${source}/?$`), names, rank };
}

/**
 * Orders two entries so that, segment by segment, a literal comes before a parameter. Paths of
 * different lengths never match the same address, so they are ordered by length first: that keeps
 * the order total, which the sort needs to be right.
 */
function bySpecificity<T>(a: Compiled<T>, b: Compiled<T>): number {
  if (a.rank.length !== b.rank.length) return a.rank.length - b.rank.length;
  const differs = a.rank.findIndex((rank, i) => rank !== b.rank[i]);
  return differs === -1 ? 0 : a.rank[differs] - b.rank[differs];
}

/**
 * Finds the entry (a route, or a contract itself) whose contract a call is for. A literal
 * segment wins over a parameter wherever each is declared (`/system/config/refreshCache` before
 * `/system/config/:configIds`); otherwise the first declared wins.
 */
export function createContractRouter<T>(entries: readonly T[], contractOf: (entry: T) => Contract) {
  const compiled = entries.map((entry) => compile(entry, contractOf(entry))).sort(bySpecificity);
  return {
    lookup(method: string, pathname: string): Lookup<T> {
      let pathMatched = false;
      for (const { entry, methods, pattern, names } of compiled) {
        const match = pattern.exec(pathname);
        if (!match) continue;
        pathMatched = true;
        if (!methods.includes(method as Method)) continue;
        const params: Record<string, string> = {};
        names.forEach((name, i) => {
          params[name] = decodeURIComponent(match[i + 1]);
        });
        return { kind: 'found', match: { entry, params } };
      }
      return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
    },
  };
}

/** The values of a path's `:name` segments; a list is comma-joined (contract 1.6). */
export type PathParams = Record<string, string | number | readonly (string | number)[]>;

/** A contract's path with its `:name` segments filled in. */
export function pathOf(contract: Pick<Contract, 'path'>, params: PathParams = {}): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    const values: readonly (string | number)[] = Array.isArray(value) ? value : [value as string | number];
    return values.map((one) => encodeURIComponent(String(one))).join(',');
  });
}

/** A contract's address with its path filled in and a query string (the reference client's serialiser). */
export function urlOf(
  contract: Pick<Contract, 'path'>,
  { path, query }: { path?: PathParams; query?: Record<string, QueryValue> } = {},
): string {
  const search = query ? toQueryString(query) : '';
  return `${pathOf(contract, path)}${search ? `?${search}` : ''}`;
}
