import v8 from 'node:v8';
import {
  CommandCounts,
  redisHumanBytes,
  sortKeys,
  standInInfo,
  uptimeFields,
  type KeyValueStore,
  type StoreReport,
} from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The single-instance store: a map whose entries expire; expired entries are swept lazily. */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private writesSinceSweep = 0;
  private readonly calls = new CommandCounts();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly uptimeSeconds: () => number = () => process.uptime(),
  ) {}

  async get(key: string): Promise<string | null> {
    this.calls.count('get');
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.calls.count('set');
    this.put(key, value, ttlMs);
  }

  async take(key: string): Promise<string | null> {
    this.calls.count('take');
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    this.calls.count('increment');
    const count = Number(this.live(key)?.value ?? 0) + 1;
    this.put(key, String(count), ttlMs);
    return count;
  }

  async delete(key: string): Promise<void> {
    this.calls.count('delete');
    this.entries.delete(key);
  }

  async keys(prefix: string): Promise<string[]> {
    this.calls.count('keys');
    return sortKeys(this.liveKeys(prefix));
  }

  async deletePrefix(prefix: string): Promise<number> {
    this.calls.count('deletePrefix');
    const keys = this.liveKeys(prefix);
    for (const key of keys) this.entries.delete(key);
    return keys.length;
  }

  /**
   * The live entries, their keys' and values' UTF-8 bytes as the memory they take (an estimate:
   * the map's own overhead is not counted), and what is true of a map in this process where Redis
   * has its figures: no port, no network, this process its one client, nothing forked, nothing
   * written to disk, and the V8 heap's limit as the memory it may take.
   */
  async report(): Promise<StoreReport> {
    const keys = this.liveKeys('');
    const bytes = keys.reduce((sum, key) => sum + Buffer.byteLength(key) + Buffer.byteLength(this.entries.get(key)!.value), 0);
    return {
      info: {
        store: 'memory',
        ...standInInfo({
          version: `Node.js ${process.version}`,
          port: '-',
          clients: 1,
          cpuSeconds: 0,
          maxMemoryBytes: v8.getHeapStatistics().heap_size_limit,
          appendOnly: false,
          networkKbps: '0.00',
        }),
        ...uptimeFields(this.uptimeSeconds()),
        used_memory: String(bytes),
        used_memory_human: redisHumanBytes(bytes),
      },
      dbSize: keys.length,
      commandStats: this.calls.stats(),
    };
  }

  private put(key: string, value: string, ttlMs: number): void {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    this.sweepNowAndThen();
  }

  private liveKeys(prefix: string): string[] {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweepNowAndThen(): void {
    if (++this.writesSinceSweep < 1000) return;
    this.writesSinceSweep = 0;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
