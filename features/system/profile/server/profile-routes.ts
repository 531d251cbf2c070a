import { profile } from '@/features/system/profile/contract';
import { ok } from '@/lib/backend/http/envelope';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import { receiveUpload } from '@/features/files/server';
import { changePassword, profileOf, replaceAvatar, updateProfile } from './profile-service';

const updateOwnProfile: Route['handler'] = async (ctx) => {
  await updateProfile(ctx.deps, ctx.requireUser(), parseBody(profile.edit.input, await ctx.body()), ctx.client);
  return ok();
};

/** The signed-in user's own account; these act on the session's user only, whatever the body names. */
export const profileRoutes: Route[] = [
  {
    contract: profile.get,
    handler: async (ctx) => ok(await profileOf(ctx.deps, ctx.requireUser())),
  },
  { contract: profile.edit, handler: updateOwnProfile },
  { contract: profile.editOwn, handler: updateOwnProfile },
  {
    contract: profile.updatePwd,
    handler: async (ctx) => {
      await changePassword(ctx.deps, ctx.requireUser(), parseBody(profile.updatePwd.input, await ctx.body()));
      return ok();
    },
  },
  {
    contract: profile.avatar,
    handler: async (ctx) => {
      const user = ctx.requireUser();
      const stored = await receiveUpload(ctx.deps, ctx.request, user.userId, { field: 'avatarfile' });
      return ok({ imgUrl: await replaceAvatar(ctx.deps, user, stored) });
    },
  },
];
