/**
 * The tags of the public pages' cached reads (`public-content.ts`). A write's contract names the
 * tags it makes stale, so the next page load shows the change without a restart.
 */
export const CONTENT_TAGS = {
  categories: 'content:categories',
  articles: 'content:articles',
  article: (id: number) => `content:article:${id}`,
  links: 'content:links',
  settings: 'content:settings',
  activities: 'content:activities',
} as const;
