import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The public reading API: the home page, categories, articles, links and search for readers. */
export default {
  name: 'content/portal',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/public-routes')).contentRoutes }),
} satisfies FeatureModule;
