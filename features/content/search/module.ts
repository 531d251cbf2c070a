import type { FeatureModule } from '@/lib/modules/feature-module';

/** Full-text search of the published articles, and its index. */
export default {
  name: 'content/search',
  contracts: [],
} satisfies FeatureModule;
