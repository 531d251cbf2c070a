import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { connectRedis } from '../server/redis';
import { RevalidationChannel, type StaleCaches } from './revalidation-channel';

const redisUrl = process.env.TEST_REDIS_URL;

// Without a Redis these tests are skipped on a developer's machine; CI must run them.
if (!redisUrl && process.env.CI) {
  test('CI gives the Redis tests a server', () => {
    throw new Error(
      'TEST_REDIS_URL is not set: CI must point it at a Redis (e.g. redis://127.0.0.1:6379/0) to test the revalidation channel',
    );
  });
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One instance: its channel, what it dropped, and its subscribing connection. */
function instance(id: string, name: string) {
  const dropped: string[][] = [];
  let everything = 0;
  const caches: StaleCaches = { dropTags: (tags) => dropped.push(tags), dropEverything: () => (everything += 1) };
  const connections: Redis[] = [connectRedis(redisUrl!)];
  const channel = new RevalidationChannel(
    connections[0],
    () => {
      connections.push(connectRedis(redisUrl!));
      return connections[1];
    },
    caches,
    id,
    name,
  );
  return {
    channel,
    dropped,
    everything: () => everything,
    publisher: connections[0],
    subscriber: () => connections[1],
    close: async () => {
      await channel.stop();
      await connections[0].quit();
    },
  };
}

(redisUrl ? describe : describe.skip)('the revalidation channel on TEST_REDIS_URL', () => {
  // A channel of this run's own, so parallel runs and live portals never hear the test.
  const name = `portal-test:revalidate:${crypto.randomBytes(4).toString('hex')}`;
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;

  beforeAll(async () => {
    a = instance('instance-a', name);
    b = instance('instance-b', name);
    await Promise.all([a.channel.start(), b.channel.start()]);
  });
  afterAll(async () => {
    await a.publisher.del(`${name}:version`);
    await Promise.all([a.close(), b.close()]);
  });

  test("each instance applies the other's tags and not its own", async () => {
    await a.channel.publish(['content:articles', 'content:article:7']);
    await eventually(() => b.dropped.length === 1, 'instance b to hear a');
    await b.channel.publish(['content:links']);
    // Redis delivers in order, so by now a has also heard its own message, and skipped it.
    await eventually(() => a.dropped.length === 1, 'instance a to hear b');
    expect(b.dropped).toEqual([['content:articles', 'content:article:7']]);
    expect(a.dropped).toEqual([['content:links']]);
  });

  test('anything else published on the channel is ignored', async () => {
    const before = b.dropped.length;
    for (const junk of [
      'not json',
      '[]',
      '{"tags":"content:links","from":"x"}',
      '{"tags":[1],"from":"x"}',
      '{"tags":["content:links"]}',
      '{"tags":[],"from":"x"}',
    ]) {
      await a.publisher.publish(name, junk);
    }
    await a.channel.publish(['content:settings']);
    await eventually(() => b.dropped.length > before, 'the valid message');
    expect(b.dropped.slice(before)).toEqual([['content:settings']]);
  });

  test('a reconnection with no write announced meanwhile keeps every cache', async () => {
    b.subscriber().emit('ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.everything()).toBe(0);
  });

  test('a reconnection after a write it did not hear drops everything once', async () => {
    // A write announced while b was away: the count moved without a message reaching b.
    await a.publisher.incr(`${name}:version`);
    b.subscriber().emit('ready');
    await eventually(() => b.everything() === 1, 'instance b to catch up');
    b.subscriber().emit('ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.everything()).toBe(1);
  });

  test('after a lost connection an instance hears the others again', async () => {
    b.subscriber().disconnect(true);
    // The client subscribes again just after it is ready; until then a message may pass unheard.
    const before = b.dropped.length;
    await eventually(() => {
      void a.channel.publish(['content:activities']);
      return b.dropped.length > before;
    }, 'instance b to hear a after reconnecting');
    expect(b.dropped.at(-1)).toEqual(['content:activities']);
  });
});
