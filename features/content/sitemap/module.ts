import type { FeatureModule } from '@/lib/modules/feature-module';

/** `sitemap.xml`: every public page, in both languages. */
export default {
  name: 'content/sitemap',
  contracts: [],
} satisfies FeatureModule;
