import { answerData, defineContracts, type Result } from '@/lib/contract/contract';
import type { dashboardOf } from './server/dashboard-service';

export const dashboard = defineContracts(
  {},
  {
    // GET /bll/dashboard – the admin home's figures, only the parts the caller's permissions cover
    get: { method: 'GET', path: '/bll/dashboard', access: 'user', answer: answerData<Result<typeof dashboardOf>>() },
  },
);
