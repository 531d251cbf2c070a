import type { PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { LoginUser } from '@/lib/security/caller';
import type { Contract, InputOf } from '@/lib/contract/contract';
import type { Database } from '../db/client';
import type { BackendDeps } from '../deps';
import { textField } from './body';
import type { RequestContext } from './context';
import { ok, okData } from './envelope';
import { ServiceError } from './errors';
import { idListParam, idParam } from './params';
import type { Route } from './router';
import { parseBody } from './schema';

/** A write's contract that declares the body's schema. */
type WithInput = Contract & { input: ZodType };

export interface IdOptions {
  /** The largest id the column holds (`INT_ID_MAX` for an `integer` one); larger is refused as a type mismatch. */
  max?: number;
}

export interface EditOptions extends IdOptions {
  /** The content screens read the edited row's id back from `data`. */
  answersId?: boolean;
}

export interface RemoveOptions extends IdOptions {
  /** Refuses an empty list as the content screens' reference does, instead of removing nothing. */
  required?: boolean;
}

/**
 * The routes of one row of a table (get, add, edit, remove), each calling its service with what
 * `scope` takes from the request: the database, or every dependency for services that also store
 * files or clear caches. Each id keeps its own name and largest value, which the error messages
 * name. Handlers with a step of their own (a data-scope or ownership rule) stay written out.
 */
export function rowRoutes<S>(scope: (ctx: RequestContext) => S) {
  return {
    /** `GET …/:idName`: the row, as `data`. */
    getRoute(contract: Contract, idName: string, load: (on: S, id: number) => Promise<unknown>, options: IdOptions = {}): Route {
      return { contract, handler: async (ctx) => okData(await load(scope(ctx), idParam(idName, ctx.params[idName], options.max))) };
    },

    /** `POST …`: a new row from the body, parsed by the contract's schema; `data` is what `add` answers (its id). */
    addRoute<C extends WithInput>(contract: C, add: (on: S, user: LoginUser, input: InputOf<C>) => Promise<unknown>): Route {
      return {
        contract,
        handler: async (ctx) => okData(await add(scope(ctx), ctx.requireUser(), parseBody(contract.input, await ctx.body()) as InputOf<C>)),
      };
    },

    /** `PUT …`: changes the row the body's `idName` names, with the body parsed by the contract's schema. */
    editRoute<C extends WithInput>(
      contract: C,
      idName: string,
      edit: (on: S, user: LoginUser, id: number, input: InputOf<C>) => Promise<unknown>,
      options: EditOptions = {},
    ): Route {
      return {
        contract,
        handler: async (ctx) => {
          const body = await ctx.body();
          const id = idParam(idName, textField(body, idName, true), options.max);
          await edit(scope(ctx), ctx.requireUser(), id, parseBody(contract.input, body) as InputOf<C>);
          return options.answersId ? okData(id) : ok();
        },
      };
    },

    /** `DELETE …/:idsName`: the comma-joined rows. */
    removeRoute(
      contract: Contract,
      idsName: string,
      remove: (on: S, ids: number[]) => Promise<unknown>,
      options: RemoveOptions = {},
    ): Route {
      return {
        contract,
        handler: async (ctx) => {
          const ids = idListParam(idsName, ctx.params[idsName], options.max);
          if (options.required && ids.length === 0) throw new ServiceError(`参数[${idsName}]不能为空`);
          await remove(scope(ctx), ids);
          return ok();
        },
      };
    },
  };
}

export const { getRoute, addRoute, editRoute, removeRoute } = rowRoutes<Database>((ctx) => ctx.deps.db);

/** The same routes for services that take every dependency. */
export const depsRowRoutes = rowRoutes<BackendDeps>((ctx) => ctx.deps);

/** `DELETE …/clean`: every row of the table (a log's clean-up). */
export function cleanRoute(contract: Contract, table: PgTable): Route {
  return {
    contract,
    handler: async (ctx) => {
      await ctx.deps.db.delete(table);
      return ok();
    },
  };
}
