import { defineContracts } from '@/lib/contract/contract';

export const portal = defineContracts(
  {},
  {
    // GET /api/bll/portal/settings – footer contact block and upgrade notice: the portal.* config entries
    settings: { method: 'GET', path: '/api/bll/portal/settings', access: 'anonymous' },
    // GET /api/bll/portal/registration – whether self-registration is open (config sys.account.registerUser), so the register page can say so before anyone types
    registration: { method: 'GET', path: '/api/bll/portal/registration', access: 'anonymous' },
  },
);
