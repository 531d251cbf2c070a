/**
 * The limits of the system admin's fields (users, roles, parameters, dictionaries, departments,
 * menus) and the display order every admin form shares, in one place for the forms, which check
 * before saving to spare a round trip, and for the API, which checks again with the contract's
 * messages (contract section 4, column sizes of section 7). Pure and browser-safe: nothing here
 * may import server code.
 */

/** The largest display order a form takes (`orderNum`, `roleSort`, `dictSort`). */
export const DISPLAY_ORDER_MAX = 999_999;

/** A whole number from 0 to `max` as typed (no sign, no decimals). */
export function isWholeNumberUpTo(text: string, max: number): boolean {
  return /^\d{1,9}$/.test(text) && Number(text) <= max;
}

/** Whether a length (or any number) lies in a rule's range, both ends included. */
export function isWithin(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

/** The column sizes of `sys_user`'s form fields. */
export const USER_LIMITS = { nickName: 30, phonenumber: 11, email: 50, remark: 500 } as const;
/** Sign-in refuses names outside 2 to 20 characters (contract 2.2), so no account is created with one: it could not sign in. */
export const USER_NAME_LENGTH = { min: 2, max: 20 } as const;
/** The characters the default password policy (`sys.account.chrtype` 0) refuses. */
export const PASSWORD_FORBIDDEN_CHARACTERS = /[<>"'\\|]/;
/** Sign-in refuses passwords outside 5 to 20 characters before it looks the account up (contract 2.2). */
export const SIGN_IN_PASSWORD_LENGTH = { min: 5, max: 20 } as const;

/**
 * Whether sign-in takes this password under the default policy: what the first start requires
 * of ADMIN_PASSWORD, so the administrator of a new portal cannot be locked out by it.
 */
export function canSignInWith(password: string): boolean {
  return isWithin(password.length, SIGN_IN_PASSWORD_LENGTH) && !PASSWORD_FORBIDDEN_CHARACTERS.test(password);
}

/** The column sizes of `sys_role`'s form fields. */
export const ROLE_LIMITS = { roleName: 30, roleEsName: 100, roleKey: 100, remark: 500 } as const;

/** The column sizes of `sys_post`'s form fields. */
export const POST_LIMITS = { postCode: 64, postName: 50, remark: 500 } as const;

/** The column sizes of `sys_notice`'s form fields. */
export const NOTICE_LIMITS = { noticeTitle: 50 } as const;

/** The column sizes of `sys_config`'s form fields. */
export const CONFIG_LIMITS = { configName: 100, configKey: 100, configValue: 500, remark: 500 } as const;

/** The column sizes of `sys_dict_type`'s form fields. */
export const DICT_TYPE_LIMITS = { dictName: 100, dictType: 100, remark: 500 } as const;
/** The column sizes of `sys_dict_data`'s form fields (its `dictType` is a type's, held to the same size). */
export const DICT_DATA_LIMITS = { dictLabel: 100, dictEsLabel: 100, dictValue: 100, cssClass: 100, remark: 500 } as const;
/** A dictionary type's key: a lower-case letter, then lower-case letters, digits and underscores. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** The column sizes of `sys_dept`'s form fields. */
export const DEPT_LIMITS = { deptName: 30, leader: 20, phone: 11, email: 50 } as const;
/** A department's phone: a landline (`010-1234567`) or a mobile number, digits and hyphens only. */
export const DEPT_PHONE_PATTERN = /^[\d-]*$/;

/** The column sizes of `sys_menu`'s form fields. */
export const MENU_LIMITS = { menuName: 50, menuEsName: 50, path: 200, component: 255, perms: 100, query: 255, routeName: 50 } as const;
