import { auth, PORTAL_SHELL_QUERY } from '@/features/auth/contract';
import { screenLock } from '@/features/auth/lock-contract';
import type { Route } from '@/lib/backend/http/router';
import { ok, okData } from '@/lib/backend/http/envelope';
import { textField } from '@/lib/backend/http/body';
import { captchaImage } from './captcha/captcha-service';
import { login } from './login-service';
import { recordLogin } from './login-log';
import { registerByName } from './register-name-service';
import { registerByPhone } from './register-service';
import { checkResetCode, resetPassword } from './reset-password-service';
import { setScreenLock } from '@/lib/security/screen-lock';
import { revokeSession } from '@/lib/security/sessions';
import { UNLOCKED_MSG, unlockScreen } from './unlock-service';
import { parseBody } from '@/lib/backend/http/schema';
import { sendSmsCode } from './sms/sms-service';
import { userInfo } from './user-info';
import { forStockClients, routersForUser } from '@/features/system/menu/server';

const sendCode: Route['handler'] = async (ctx) => {
  const body = await ctx.body();
  await sendSmsCode(
    ctx.deps,
    {
      phone: textField(body, 'phone', true),
      scene: textField(body, 'scene', true),
      code: textField(body, 'code', true),
      uuid: textField(body, 'uuid', true),
    },
    ctx.client,
  );
  return ok({}, '验证码已发送');
};

/** The fields of a sign-in or a registration by name: the name trimmed, the password as typed. */
const credentialsOf = (body: Record<string, unknown>) => ({
  username: textField(body, 'username', true),
  password: textField(body, 'password'),
  code: textField(body, 'code', true),
  uuid: textField(body, 'uuid', true),
});

export const authRoutes: Route[] = [
  { contract: auth.captchaImage, handler: async (ctx) => ok(await captchaImage(ctx.deps)) },
  {
    contract: auth.login,
    handler: async (ctx) => ok({ token: await login(ctx.deps, credentialsOf(await ctx.body()), ctx.client) }),
  },
  {
    contract: auth.logout,
    handler: async (ctx) => {
      if (ctx.user && (await revokeSession(ctx.deps, ctx.user.tokenId))) {
        await recordLogin(ctx.deps, ctx.user.userName, '0', '退出成功', ctx.client);
      }
      return ok({}, '退出成功');
    },
  },
  {
    contract: screenLock.lockscreen,
    handler: async (ctx) => {
      await setScreenLock(ctx.deps.db, ctx.requireUser().tokenId, true);
      return ok();
    },
  },
  {
    contract: screenLock.unlockscreen,
    handler: async (ctx) => {
      const { password } = parseBody(screenLock.unlockscreen.input, await ctx.body());
      await unlockScreen(ctx.deps, ctx.requireUser(), password, ctx.client);
      return ok({}, UNLOCKED_MSG);
    },
  },
  { contract: auth.getInfo, handler: async (ctx) => ok(await userInfo(ctx.deps, ctx.requireUser())) },
  {
    contract: auth.getRouters,
    handler: async (ctx) => {
      const routers = await routersForUser(ctx.deps.db, ctx.requireUser());
      const portalShell = ctx.query.get('shell') === PORTAL_SHELL_QUERY.shell;
      return okData(portalShell ? routers : forStockClients(routers, ctx.deps.siteOrigin ?? ctx.url.origin));
    },
  },
  { contract: auth.sendCode, handler: sendCode },
  { contract: auth.bllSendCode, handler: sendCode },
  {
    contract: auth.register,
    handler: async (ctx) => {
      await registerByName(ctx.deps, credentialsOf(await ctx.body()), ctx.client);
      return ok();
    },
  },
  {
    contract: auth.registerByPhone,
    handler: async (ctx) => {
      const body = await ctx.body();
      await registerByPhone(ctx.deps, {
        phone: textField(body, 'phone', true),
        code: textField(body, 'code', true),
        password: textField(body, 'password'),
        nickName: textField(body, 'nickName', true),
      });
      return ok({}, '注册成功');
    },
  },
  {
    contract: auth.userResetPwdCheck,
    handler: async (ctx) => {
      const body = await ctx.body();
      const resetToken = await checkResetCode(ctx.deps, textField(body, 'phone', true), textField(body, 'code', true));
      return ok({ resetToken });
    },
  },
  {
    contract: auth.userResetPwd,
    handler: async (ctx) => {
      const body = await ctx.body();
      await resetPassword(ctx.deps, textField(body, 'phone', true), textField(body, 'resetToken', true), textField(body, 'password'));
      return ok({}, '密码重置成功');
    },
  },
];
