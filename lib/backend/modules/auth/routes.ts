import type { Route } from '../../http/router';
import { ok, okData } from '../../http/envelope';
import { textField } from '../../http/body';
import { isCaptchaEnabled, issueCaptcha } from './captcha/captcha-service';
import { login } from './login-service';
import { recordLogin } from './login-log';
import { registerByPhone } from './register-service';
import { checkResetCode, resetPassword } from './reset-password-service';
import { revokeSession } from './session-service';
import { sendSmsCode } from './sms/sms-service';
import { userInfo } from './user-info';
import { routersForUser } from '../system/menu-service';

const sendCode: Route['handler'] = async (ctx) => {
  const body = await ctx.body();
  await sendSmsCode(
    ctx.deps,
    { phone: textField(body, 'phone', true), scene: textField(body, 'scene', true), code: textField(body, 'code', true), uuid: textField(body, 'uuid', true) },
    ctx.client,
  );
  return ok({}, '验证码已发送');
};

export const authRoutes: Route[] = [
  // GET /captchaImage – a math captcha (JPEG, base64) and its uuid, or captchaEnabled:false
  {
    method: 'GET',
    path: '/captchaImage',
    access: 'anonymous',
    handler: async (ctx) => {
      if (!(await isCaptchaEnabled(ctx.deps))) return ok({ captchaEnabled: false });
      return ok({ captchaEnabled: true, ...(await issueCaptcha(ctx.deps)) });
    },
  },
  // POST /login – checks captcha and password, answers a token for a new session
  {
    method: 'POST',
    path: '/login',
    access: 'anonymous',
    handler: async (ctx) => {
      const body = await ctx.body();
      const token = await login(
        ctx.deps,
        { username: textField(body, 'username', true), password: textField(body, 'password'), code: textField(body, 'code', true), uuid: textField(body, 'uuid', true) },
        ctx.client,
      );
      return ok({ token });
    },
  },
  // POST /logout – ends the caller's session at once; answers success even without one. Never a
  // GET: a picture on another page of the same site could end a session.
  {
    method: ['POST', 'PUT', 'DELETE'],
    path: '/logout',
    access: 'anonymous',
    handler: async (ctx) => {
      if (ctx.user && (await revokeSession(ctx.deps, ctx.user.tokenId))) {
        await recordLogin(ctx.deps, ctx.user.userName, '0', '退出成功', ctx.client);
      }
      return ok({}, '退出成功');
    },
  },
  // GET /getInfo – the caller, role keys, permissions and password prompts
  { method: 'GET', path: '/getInfo', access: 'user', handler: async (ctx) => ok(await userInfo(ctx.deps, ctx.requireUser())) },
  // GET /getRouters – the admin route tree of the menus the caller may see
  { method: 'GET', path: '/getRouters', access: 'user', handler: async (ctx) => okData(await routersForUser(ctx.deps.db, ctx.requireUser())) },
  // POST /sendCode – an SMS code for {phone, scene, code, uuid}: register, reset or login; the image captcha's code and uuid while it is on
  { method: 'POST', path: '/sendCode', access: 'anonymous', handler: sendCode },
  // POST /bllSendCode – the portal pages' name for the same call
  { method: 'POST', path: '/bllSendCode', access: 'anonymous', handler: sendCode },
  // POST /registerByPhone – creates an account from {phone, code, password, nickName}
  {
    method: 'POST',
    path: '/registerByPhone',
    access: 'anonymous',
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
  // PUT /userResetPwdCheck – proves the phone with its SMS code, answers a one-time resetToken
  {
    method: 'PUT',
    path: '/userResetPwdCheck',
    access: 'anonymous',
    handler: async (ctx) => {
      const body = await ctx.body();
      const resetToken = await checkResetCode(ctx.deps, textField(body, 'phone', true), textField(body, 'code', true));
      return ok({ resetToken });
    },
  },
  // PUT /userResetPwd – sets a new password with the resetToken; ends every session of the account
  {
    method: 'PUT',
    path: '/userResetPwd',
    access: 'anonymous',
    handler: async (ctx) => {
      const body = await ctx.body();
      await resetPassword(ctx.deps, textField(body, 'phone', true), textField(body, 'resetToken', true), textField(body, 'password'));
      return ok({}, '密码重置成功');
    },
  },
];
