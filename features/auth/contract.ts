import type { UserWire } from '@/features/system/user';
import { answerFields, defineContracts } from '@/lib/contract/contract';

// The answers' fields are types, not interfaces: the routes spread them into the envelope, which takes a record.

/** The fields of `GET /captchaImage`: a new captcha, or only `captchaEnabled: false` while the switch is off. */
export type CaptchaImage = {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
};

/**
 * The body of `GET /getInfo`: the user, role keys, permissions and the password prompts of the
 * contract (section 2.4), plus our `isMember` (a paid membership that has not run out) and
 * `isStaff` (any back-office menu: the portal then offers the way in).
 */
export type UserInfo = {
  user: UserWire;
  roles: string[];
  permissions: string[];
  pwdChrtype: string;
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
  isMember: boolean;
  isStaff: boolean;
};

/** The query by which the portal's own shell asks `/getRouters` for the screens it draws itself. */
export const PORTAL_SHELL_QUERY = { shell: 'portal' } as const;

// The lock screen's call is declared in `./lock-contract.ts`: its schema would bring zod to every public page.
export const auth = defineContracts(
  {},
  {
    // GET /captchaImage – a math captcha (JPEG, base64) and its uuid, or captchaEnabled:false
    captchaImage: { method: 'GET', path: '/captchaImage', access: 'anonymous', answer: answerFields<CaptchaImage>() },
    // POST /login – checks captcha and password, answers a token for a new session
    login: { method: 'POST', path: '/login', access: 'anonymous', answer: answerFields<{ token: string }>() },
    // POST /logout – ends the caller's session at once; answers success even without one. Never a
    // GET: a picture on another page of the same site could end a session.
    logout: { method: ['POST', 'PUT', 'DELETE'], path: '/logout', access: 'anonymous', openWhileLocked: true },
    // GET /getInfo – the caller, role keys, permissions and password prompts
    getInfo: { method: 'GET', path: '/getInfo', access: 'user', openWhileLocked: true, answer: answerFields<UserInfo>() },
    // GET /getRouters – the admin route tree of the menus the caller may see; the portal's own
    // screens are external links there unless the portal's shell asks (`?shell=portal`)
    getRouters: { method: 'GET', path: '/getRouters', access: 'user', openWhileLocked: true },
    // POST /sendCode – an SMS code for {phone, scene, code, uuid}: register, reset or login; the image captcha's code and uuid while it is on
    sendCode: { method: 'POST', path: '/sendCode', access: 'anonymous' },
    // POST /bllSendCode – the portal pages' name for the same call
    bllSendCode: { method: 'POST', path: '/bllSendCode', access: 'anonymous' },
    // POST /register – the reference's registration by {username, password, code, uuid}, while sys.account.registerUser is true
    register: { method: 'POST', path: '/register', access: 'anonymous' },
    // POST /registerByPhone – creates an account from {phone, code, password, nickName}
    registerByPhone: { method: 'POST', path: '/registerByPhone', access: 'anonymous' },
    // PUT /userResetPwdCheck – proves the phone with its SMS code, answers a one-time resetToken
    userResetPwdCheck: {
      method: 'PUT',
      path: '/userResetPwdCheck',
      access: 'anonymous',
      answer: answerFields<{ resetToken: string }>(),
    },
    // PUT /userResetPwd – sets a new password with the resetToken; ends every session of the account
    userResetPwd: { method: 'PUT', path: '/userResetPwd', access: 'anonymous' },
  },
);
