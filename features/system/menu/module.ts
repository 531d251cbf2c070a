import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Menus and the routes the admin shell draws from them. */
export default {
  name: 'system/menu',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/menu-routes')).menuRoutes,
    seeds: [
      { version: 4, name: 'member services menu', run: (await import('../server/seed/member-services-menu')).seedMemberServicesMenu },
      { version: 5, name: 'portal settings menu', run: (await import('../server/seed/portal-settings-menu')).seedPortalSettingsMenu },
      { version: 8, name: 'server and cache monitors', run: (await import('../server/seed/monitors-menu')).seedMonitorsMenu },
      { version: 12, name: 'English menu names', run: (await import('../server/seed/english-names')).seedMenuEnglish },
      { version: 17, name: 'orders menu', run: (await import('../server/seed/orders-menu')).seedOrdersMenu },
      { version: 19, name: 'e-mail menu', run: (await import('../server/seed/email-menu')).seedEmailMenu },
    ],
  }),
} satisfies FeatureModule;
