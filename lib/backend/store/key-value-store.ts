/**
 * Short-lived shared state: captcha answers, failure counters and rate limits. The in-process
 * store serves a single instance; several instances share one behind the same interface.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a single-use value can be spent only once. */
  take(key: string): Promise<string | null>;
  /** Adds one and (re)starts the time to live; answers the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
  /** The live keys that start with `prefix` (all of them for ''), sorted as Java sorts strings. */
  keys(prefix: string): Promise<string[]>;
  /** Deletes every key that starts with `prefix` (all of the store's own for ''); answers how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /** What the cache monitor shows of the store (`GET /monitor/cache`). */
  report(): Promise<StoreReport>;
}

/**
 * The cache monitor's figures: Redis's own INFO fields, key count and command calls, or what
 * stands for them in a store that is not Redis (`store` always names the kind).
 */
export interface StoreReport {
  /** INFO fields, every value a string as Redis gives them; `store` is `redis`, `postgresql` or `memory`. */
  info: Record<string, string>;
  dbSize: number;
  /**
   * Calls per command: Redis's commandstats, or the memory store's own count (it lives in this
   * process, so this process's calls are all of them); empty for a store that records none.
   */
  commandStats: { name: string; value: string }[];
}

/** Counts a store's calls by command, for a store that keeps no statistics of its own. */
export class CommandCounts {
  private readonly calls = new Map<string, number>();

  count(command: string): void {
    this.calls.set(command, (this.calls.get(command) ?? 0) + 1);
  }

  stats(): StoreReport['commandStats'] {
    return [...this.calls].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, calls]) => ({ name, value: String(calls) }));
  }
}

/** Java's `String.compareTo` order (UTF-16 code units), which a `TreeSet` of keys keeps. */
export const sortKeys = (keys: Iterable<string>): string[] => [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Bytes as Redis's `*_human` fields spell them: `812B`, `1.02K`, `3.50M`, `1.20G`. */
export function redisHumanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  const units = ['K', 'M', 'G', 'T', 'P'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)}${units[unit]}`;
}

/** What a store that is not Redis says in place of the INFO fields the stock cache screen reads. */
export interface StandInFigures {
  /** The store's software and version, e.g. `PostgreSQL 16.4`. */
  version: string;
  /** The port it listens on, `-` for none. */
  port: string;
  /** The connections it serves. */
  clients: number;
  /**
   * In place of Redis's CPU seconds of its background processes: the seconds the store's own
   * server processes worked (PostgreSQL's statement time), 0 for a store that starts none.
   */
  cpuSeconds: number;
  /** The memory it may take, 0 for no limit (as Redis's `maxmemory` says it). */
  maxMemoryBytes: number;
  /** Every write is logged before it counts (Redis's AOF, PostgreSQL's WAL). */
  appendOnly: boolean;
  /** Its network traffic, kbps, `-` where the store cannot tell. */
  networkKbps: string;
}

/**
 * The INFO fields the stock cache screen reads (ruoyi-ui and RuoYi-Vue3
 * `views/monitor/cache/index.vue`: version, mode, port, clients, CPU, memory limit, AOF, RDB,
 * network), filled with what is true of a store that is not Redis: without them the screen
 * shows blanks, and `NaN` for the CPU, which it reads as a number.
 */
export function standInInfo(figures: StandInFigures): Record<string, string> {
  return {
    redis_version: figures.version,
    // One server or one process answers: the screen's other word, 集群 (cluster), would claim more.
    redis_mode: 'standalone',
    tcp_port: figures.port,
    connected_clients: String(figures.clients),
    used_cpu_user_children: figures.cpuSeconds.toFixed(2),
    maxmemory: String(figures.maxMemoryBytes),
    maxmemory_human: redisHumanBytes(figures.maxMemoryBytes),
    aof_enabled: figures.appendOnly ? '1' : '0',
    // Neither store takes snapshots in the background.
    rdb_last_bgsave_status: '-',
    instantaneous_input_kbps: figures.networkKbps,
    instantaneous_output_kbps: figures.networkKbps,
  };
}

/** What the process's uptime gives a report that is not Redis's: `uptime_in_seconds` and `uptime_in_days`. */
export function uptimeFields(seconds: number): Record<string, string> {
  const whole = Math.max(0, Math.floor(seconds));
  return { uptime_in_seconds: String(whole), uptime_in_days: String(Math.floor(whole / 86_400)) };
}
