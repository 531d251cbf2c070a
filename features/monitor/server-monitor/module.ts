import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The server monitor. */
export default {
  name: 'monitor/server-monitor',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/server-routes')).serverRoutes }),
} satisfies FeatureModule;
