import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Dictionaries: types and their data. */
export default {
  name: 'system/dict',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/dict-routes')).dictRoutes,
    seeds: [{ version: 14, name: 'English dictionary labels', run: (await import('../server/seed/english-names')).seedSystemDictEnglish }],
  }),
} satisfies FeatureModule;
