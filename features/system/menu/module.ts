import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Menus and the routes the admin shell draws from them. */
export default {
  name: 'system/menu',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/menu-routes')).menuRoutes }),
} satisfies FeatureModule;
