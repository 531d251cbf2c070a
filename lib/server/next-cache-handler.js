// Next's data and page cache for this process, held in memory (next.config.ts `cacheHandler`).
// Next's default keeps it in .next/ on disk, where it would outlive the database it was read
// from: a restart on another DATA_DIR, or after content changed while the server was down, would
// serve old pages. Here a restart starts empty, and a revalidated tag expires what carries it.
// Plain CommonJS: Next loads this file itself at run time.

const MAX_ENTRIES = 5000;
// Sized for a small server: the pages readers ask for most stay, a crawl of every article does
// not grow the process past its budget (lib/server/page-cache.ts keeps the same).
const MAX_BYTES = 64 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @type {Map<string, { value: any, lastModified: number, tags: string[], size: number }>} */
const entries = new Map();
let bytes = 0;

/** About how much memory an entry holds: page HTML and RSC data, or a data read's JSON. */
function sizeOf(value) {
  if (value && value.kind === 'APP_PAGE') {
    let size = (typeof value.html === 'string' ? value.html.length : 0) + (value.rscData ? value.rscData.length : 0);
    if (value.segmentData) for (const part of value.segmentData.values()) size += part.length;
    return size;
  }
  // A route's answer: its bytes, without JSON.stringify turning them into an array of numbers.
  if (value && Buffer.isBuffer(value.body)) return value.body.length;
  try {
    return JSON.stringify(value).length;
  } catch {
    return 0;
  }
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  bytes -= entry.size;
  entries.delete(key);
}

// When tags, or everything, were last revalidated in this process. Held on globalThis, with the
// functions that mark them, so that code outside Next's module graph (the channel that relays
// other instances' writes, lib/bff/revalidation-channel.ts) reaches the same marks.
/** @type {{ tags: Map<string, number>, everythingAt: number }} */
const revalidated = (globalThis.__portalRevalidated ??= { tags: new Map(), everythingAt: 0 });

function revalidateTags(tags) {
  const now = Date.now();
  for (const tag of [].concat(tags)) revalidated.tags.set(tag, now);
}
globalThis.__portalRevalidateTags = revalidateTags;
globalThis.__portalRevalidateEverything = () => {
  revalidated.everythingAt = Date.now();
};

function isStale(entry, ctx) {
  if (entry.lastModified <= revalidated.everythingAt) return true;
  return tagsOf(entry, ctx).some((tag) => (revalidated.tags.get(tag) || 0) >= entry.lastModified);
}

function tagsOf(entry, ctx) {
  if (RESPONSE_KINDS.has(entry.value && entry.value.kind)) {
    const header = entry.value.headers && entry.value.headers[TAGS_HEADER];
    return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
  }
  return [...entry.tags, ...((ctx && ctx.tags) || []), ...((ctx && ctx.softTags) || [])];
}

class MemoryCacheHandler {
  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (isStale(entry, ctx)) {
      remove(key);
      return null;
    }
    // Most recently used entries stay longest.
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, data, ctx) {
    remove(key);
    if (data === null || data === undefined) return;
    const size = sizeOf(data);
    entries.set(key, { value: data, lastModified: Date.now(), tags: (ctx && ctx.tags) || [], size });
    bytes += size;
    // The least recently used entries give way.
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) remove(entries.keys().next().value);
  }

  async revalidateTag(tags) {
    revalidateTags(tags);
  }

  resetRequestCache() {}
}

module.exports = MemoryCacheHandler;
