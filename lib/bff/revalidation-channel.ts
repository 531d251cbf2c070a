import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { getConfig } from '../config';
import { log } from '../log';
import { processPageCache } from '../server/page-cache';
import { connectRedis, sharedRedis } from '../server/redis';

export const REVALIDATION_CHANNEL = 'portal:revalidate';

/** What an instance drops when another one changed public content. */
export interface StaleCaches {
  dropTags(tags: string[]): void;
  /** Messages may have been missed while the subscription was down: anything may be stale. */
  dropEverything(): void;
}

interface RevalidationMessage {
  tags: string[];
  from: string;
  /** The count of writes announced so far, kept in Redis beside the channel. */
  version?: number;
}

/** A message as another instance published it, or null for anything else on the channel. */
function parseMessage(text: string): RevalidationMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { tags, from, version } = message as Record<string, unknown>;
  if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null;
  return { tags, from, ...(typeof version === 'number' ? { version } : {}) };
}

/**
 * The instances' word on stale public caches, over Redis pub/sub: the instance that served a
 * write publishes the tags it dropped, and every other instance drops the same. Each process
 * has an id of its own and skips its own messages, having dropped its caches already.
 */
export class RevalidationChannel {
  private subscriber: Redis | null = null;
  private subscribed = false;
  private subscribing: Promise<void> | null = null;
  private connectedBefore = false;
  /** The last write count this instance knows of: a reconnection that finds another missed some. */
  private knownVersion = 0;

  constructor(
    private readonly publisher: Redis,
    /** A subscribing connection can do nothing else, so the channel opens one of its own. */
    private readonly connectSubscriber: () => Redis,
    private readonly caches: StaleCaches,
    readonly id: string = crypto.randomUUID(),
    readonly name: string = REVALIDATION_CHANNEL,
  ) {}

  private get versionKey(): string {
    return `${this.name}:version`;
  }

  async publish(tags: string[]): Promise<void> {
    const version = await this.publisher.incr(this.versionKey);
    this.knownVersion = Math.max(this.knownVersion, version);
    await this.publisher.publish(this.name, JSON.stringify({ tags, from: this.id, version } satisfies RevalidationMessage));
  }

  /**
   * After a reconnection: only if writes were announced meanwhile (or Redis restarted and lost
   * the count) can this instance have missed one, and then anything may be stale. A mere blip
   * keeps every cache, which may be all there is to serve if the database is down too.
   */
  private async catchUp(): Promise<void> {
    const current = Number((await this.publisher.get(this.versionKey).catch(() => null)) ?? 0);
    if (this.connectedBefore && current !== this.knownVersion) this.caches.dropEverything();
    this.knownVersion = current;
  }

  /** Subscribes; when Redis is unreachable now, the subscription follows once it is back. */
  async start(): Promise<void> {
    if (this.subscriber) return;
    const subscriber = this.connectSubscriber();
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.name) this.receive(text);
    });
    subscriber.on('ready', () => {
      // The client subscribes again by itself after a reconnection, but what was published
      // meanwhile is lost.
      void this.catchUp().finally(() => (this.connectedBefore = true));
      if (!this.subscribed) void this.subscribe();
    });
    await this.subscribe();
  }

  async stop(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    this.subscribed = false;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  /** One attempt at a time; a failed one is tried again when the connection is next ready. */
  private subscribe(): Promise<void> {
    this.subscribing ??= (async () => {
      try {
        await this.subscriber?.subscribe(this.name);
        this.subscribed = this.subscriber !== null;
      } catch (error) {
        log.warn('cache revalidation: could not subscribe to the other instances yet', { channel: this.name, error });
      } finally {
        this.subscribing = null;
      }
    })();
    return this.subscribing;
  }

  private receive(text: string): void {
    const message = parseMessage(text);
    if (!message) return;
    if (message.version !== undefined) this.knownVersion = Math.max(this.knownVersion, message.version);
    if (message.from !== this.id && message.tags.length > 0) this.caches.dropTags(message.tags);
  }
}

// The marks live in lib/next-cache-handler.js, which Next loads outside this module graph.
const holder = globalThis as typeof globalThis & {
  __portalRevalidationChannel?: RevalidationChannel | null;
  __portalRevalidateTags?: (tags: string[]) => void;
  __portalRevalidateEverything?: () => void;
};

/** Marks tags stale in this process's Next cache at once (if Next loaded its cache handler yet). */
export function markTagsStale(tags: string[]): void {
  holder.__portalRevalidateTags?.(tags);
}

/** This process's caches: Next's data and pages (if Next loaded its cache handler yet) and the page cache. */
const processCaches: StaleCaches = {
  dropTags(tags) {
    markTagsStale(tags);
    processPageCache().clear();
  },
  dropEverything() {
    holder.__portalRevalidateEverything?.();
    processPageCache().clear();
  },
};

/**
 * The process's channel, or null when instances share no Redis. On globalThis, so that server
 * start-up and the BFF (two module graphs) use one id and one subscription.
 */
function processChannel(): RevalidationChannel | null {
  if (holder.__portalRevalidationChannel === undefined) {
    const redis = sharedRedis();
    const url = getConfig().redisUrl;
    holder.__portalRevalidationChannel = redis && url ? new RevalidationChannel(redis, () => connectRedis(url), processCaches) : null;
  }
  return holder.__portalRevalidationChannel;
}

/** Starts applying the other instances' writes here; called once at server start. Without Redis, nothing. */
export async function startRevalidationChannel(): Promise<void> {
  await processChannel()?.start();
}

/** Tells the other instances which tags a write made stale. The write itself succeeded, so a failure is only logged. */
export function publishRevalidation(tags: string[]): void {
  processChannel()
    ?.publish(tags)
    .catch((error: unknown) => log.error('cache revalidation: could not tell the other instances', { tags, error }));
}
