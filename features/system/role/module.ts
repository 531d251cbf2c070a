import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Roles, their menus and data scope, and who holds them. */
export default {
  name: 'system/role',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/role-routes')).roleRoutes }),
} satisfies FeatureModule;
