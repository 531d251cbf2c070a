import type { FeatureModule } from '@/lib/modules/feature-module';

/** `npm run import:ruoyi`: an existing RuoYi-Vue database brought into the portal. */
export default {
  name: 'ruoyi-import',
  contracts: [],
} satisfies FeatureModule;
