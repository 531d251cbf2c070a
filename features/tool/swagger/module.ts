import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** The API's OpenAPI document and Swagger UI. */
export default {
  name: 'tool/swagger',
  contracts: [contract],
  server: async () => ({ routes: (await import('./server/swagger-routes')).swaggerRoutes }),
} satisfies FeatureModule;
