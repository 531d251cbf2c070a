import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Settings (`sys_config`) and the portal's site settings. */
export default {
  name: 'system/config',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/config-routes')).configRoutes,
    seeds: [
      { version: 10, name: 'English texts beside the Chinese', run: (await import('../server/seed/english-texts')).seedEnglishTexts },
    ],
  }),
} satisfies FeatureModule;
