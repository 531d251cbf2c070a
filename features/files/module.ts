import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Uploads and downloads (`/common/...`) and who may read each file. */
export default {
  name: 'files',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/routes')).commonRoutes,
    tasks: [(await import('./server/clean-orphan-uploads')).cleanOrphanUploads],
  }),
} satisfies FeatureModule;
