import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The code generator. */
export default {
  name: 'tool/gen',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/gen-routes')).genRoutes }),
} satisfies FeatureModule;
