import { profile } from '@/features/system/profile/contract';
import { ok } from '@/lib/backend/http/envelope';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import { receiveUpload } from '@/features/files/server/upload-service';
import { findUserRoles } from '@/features/system/server/permission-service';
import { changePassword, currentUser, profileSchema, passwordChangeSchema, replaceAvatar, updateProfile } from './profile-service';
import { userView } from '@/features/system/user/server/user-service';

const updateOwnProfile: Route['handler'] = async (ctx) => {
  await updateProfile(ctx.deps, ctx.requireUser(), parseBody(profileSchema, await ctx.body()));
  return ok();
};

/** The signed-in user's own account; these act on the session's user only, whatever the body names. */
export const profileRoutes: Route[] = [
  {
    contract: profile.get,
    handler: async (ctx) => {
      const user = await currentUser(ctx.deps, ctx.requireUser());
      const roles = await findUserRoles(ctx.deps.db, user.userId);
      return ok({ data: await userView(ctx.deps.db, user), roleGroup: roles.map((role) => role.roleName).join(','), postGroup: '' });
    },
  },
  { contract: profile.edit, handler: updateOwnProfile },
  { contract: profile.editOwn, handler: updateOwnProfile },
  {
    contract: profile.updatePwd,
    handler: async (ctx) => {
      await changePassword(ctx.deps, ctx.requireUser(), parseBody(passwordChangeSchema, await ctx.body()));
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
