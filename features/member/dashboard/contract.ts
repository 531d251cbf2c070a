import { defineContracts } from '@/lib/contract/contract';

export const dashboard = defineContracts(
  {},
  {
    // GET /bll/dashboard – the admin home's figures, only the parts the caller's permissions cover
    get: { method: 'GET', path: '/bll/dashboard', access: 'user' },
  },
);
