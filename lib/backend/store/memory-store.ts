import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The single-instance store: a map whose entries expire; expired entries are swept lazily. */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private writesSinceSweep = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    this.sweepNowAndThen();
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const count = Number(this.live(key)?.value ?? 0) + 1;
    await this.set(key, String(count), ttlMs);
    return count;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
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
