/** Next's cache handler interface as `next-cache-handler.js` implements it (Next loads the CommonJS file itself). */
declare class MemoryCacheHandler {
  get(key: string, ctx: { kind?: string; tags?: string[] }): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export = MemoryCacheHandler;
