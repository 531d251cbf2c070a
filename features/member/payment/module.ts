import type { FeatureModule } from '@/lib/modules/feature-module';
import * as contract from './contract';

/** Online payments of membership fees and activities (Alipay, WeChat Pay): orders, their state machine, the providers' notifications, refunds, 订单管理. */
export default {
  name: 'member/payment',
  contracts: [contract],
  server: async () => ({
    routes: (await import('./server/order-routes')).orderRoutes,
    tasks: [(await import('./server/sweep-orders')).sweepPayOrders],
    handlers: [(await import('./server/offline-orders')).feeConfirmed],
  }),
} satisfies FeatureModule;
