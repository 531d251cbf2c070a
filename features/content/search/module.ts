import type { FeatureModule } from '@/lib/modules/feature-module';

/** Full-text search of the published articles, and its index. */
export default {
  name: 'content/search',
  contracts: [],
  server: async () => {
    const { indexStaleArticles } = await import('./server/search-index');
    return { seeds: [{ version: 11, name: 'full-text search index', run: (tx) => indexStaleArticles(tx).then(() => undefined) }] };
  },
} satisfies FeatureModule;
