import { memberDeclaration } from '@/features/member/declaration/contract';
import { okData, table } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { pageOf } from '@/lib/backend/http/paging';
import { parseBody } from '@/lib/backend/http/schema';
import type { RequestContext } from '@/lib/backend/http/context';
import type { Route } from '@/lib/backend/http/router';
import type { LoginUser } from '@/lib/security/caller';
import { parseId } from '@/lib/http/ids';
import { myDeclaration, myDeclarationFiles, myDeclarations, publishedTemplates, saveDeclaration } from './declaration-service';
import { isMember } from '@/features/member/application/server';

export const MEMBERS_ONLY_MSG = '申报功能仅向正式会员开放，请先完成入会申请并缴费';

/** Declarations belong to paid members: checked here, where the data is read, whatever the pages do. */
async function requireMember(ctx: RequestContext): Promise<LoginUser> {
  const user = ctx.requireUser();
  if (!(await isMember(ctx.deps.db, user.userId))) throw new ServiceError(MEMBERS_ONLY_MSG, 403);
  return user;
}

const save: Route['handler'] = async (ctx) => {
  const user = await requireMember(ctx);
  return okData(await saveDeclaration(ctx.deps, user, parseBody(memberDeclaration.add.input, await ctx.body())));
};

/** The member's side of declarations; declaration-admin-routes.ts has the reviewers'. */
export const declarationRoutes: Route[] = [
  {
    contract: memberDeclaration.list,
    handler: async (ctx) => {
      const { total, rows } = await myDeclarations(ctx.deps.db, await requireMember(ctx), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  {
    contract: memberDeclaration.templates,
    handler: async (ctx) => (await requireMember(ctx), okData(await publishedTemplates(ctx.deps.db))),
  },
  { contract: memberDeclaration.files, handler: async (ctx) => okData(await myDeclarationFiles(ctx.deps.db, await requireMember(ctx))) },
  {
    contract: memberDeclaration.get,
    handler: async (ctx) => {
      const user = await requireMember(ctx);
      const id = parseId(ctx.params.id);
      if (id === null) throw new ServiceError('申报不存在', 404);
      return okData(await myDeclaration(ctx.deps.db, user, id));
    },
  },
  { contract: memberDeclaration.add, handler: save },
  { contract: memberDeclaration.edit, handler: save },
];
