import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Declarations with files: members fill them in, the office reviews them. */
export default {
  name: 'member/declaration',
  contracts: [contract],
  server: async () => ({
    routes: [
      ...(await import('./server/declaration-routes')).declarationRoutes,
      ...(await import('./server/declaration-admin-routes')).declarationAdminRoutes,
    ],
    attachmentGrants: await import('./server/declaration-file-access').then((access) => [
      access.declarationFileGrant,
      access.templateFileGrant,
    ]),
  }),
} satisfies FeatureModule;
