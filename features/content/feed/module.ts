import type { FeatureModule } from '@/lib/modules/feature-module';

/** RSS and Atom feeds of the published articles, by category and language. */
export default {
  name: 'content/feed',
  contracts: [],
} satisfies FeatureModule;
