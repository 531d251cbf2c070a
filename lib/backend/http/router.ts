import type { Contract } from '@/lib/contract/contract';
import { createContractRouter } from '@/lib/contract/router';
import type { Envelope } from './envelope';
import type { RequestContext } from './context';

/** An endpoint of the embedded API: its contract (method, path, access, log, tags) and its handler. */
export interface Route {
  contract: Contract;
  handler(ctx: RequestContext): Promise<Envelope | Response>;
}

/** The API's route table, looked up by the contracts' methods and paths. */
export const createRouter = (routes: readonly Route[]) => createContractRouter(routes, (route) => route.contract);
