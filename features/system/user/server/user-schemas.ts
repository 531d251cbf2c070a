import { z } from 'zod';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';

/**
 * Sign-in refuses names outside 2 to 20 characters (contract 2.2), so an account is never
 * created with one: it could not sign in.
 */
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 20;
export const USER_NAME_LENGTH_MSG = `用户账号长度必须在${USER_NAME_MIN}到${USER_NAME_MAX}个字符之间`;

/** More roles than a user could sensibly hold: a longer list is not a selection. */
const MAX_ROLE_IDS = 100;

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const flagText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);

export const userNameField = textOf('用户账号', USER_NAME_MAX).refine((value) => value.length >= USER_NAME_MIN, USER_NAME_LENGTH_MSG);
export const nickNameField = textOf('用户昵称', 30);
export const userEmailField = emailOf('邮箱', { optional: true, message: '邮箱格式不正确' });
export const userPhoneField = mobileOf('手机号码', { optional: true, message: '手机号码格式不正确' });

/** `sys_user.sex`: 0 male, 1 female, 2 unknown. */
export const SEXES = ['0', '1', '2'] as const;
/** `status` of users and departments: 0 normal, 1 disabled. */
export const STATUSES = ['0', '1'] as const;

const sexField = z.preprocess((value) => flagText(blankToUndefined(value) ?? '0'), z.enum(SEXES, { error: '用户性别只能是0、1或2' }));
const statusField = (label: string) =>
  z.preprocess((value) => flagText(blankToUndefined(value) ?? '0'), z.enum(STATUSES, { error: `${label}只能是0或1` }));

const idMessage = '部门编号格式不正确';
const deptIdValue = z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(Number.MAX_SAFE_INTEGER, idMessage);
/** Empty means "no department"; whether the caller may leave a user without one is the service's check. */
const deptIdField = z.preprocess((value) => blankToUndefined(value) ?? null, z.union([z.null(), deptIdValue], { error: idMessage }));

/** Role ids as the UI sends them (a number array), or comma-joined; repeats dropped. Absent stays undefined. */
const roleIdsField = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value === null ? [] : value),
  z
    .array(
      z.coerce
        .number({ error: '角色编号格式不正确' })
        .int('角色编号格式不正确')
        .positive('角色编号格式不正确')
        .max(Number.MAX_SAFE_INTEGER, '角色编号格式不正确'),
      {
        error: '角色编号格式不正确',
      },
    )
    .max(MAX_ROLE_IDS, '所选角色过多')
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

/** `POST /system/user`: a new user; fields left out take their defaults, the password is checked against the policy by the service. */
export const userAddSchema = z.object({
  nickName: nickNameField,
  deptId: deptIdField,
  phonenumber: userPhoneField,
  email: userEmailField,
  sex: sexField,
  status: statusField('帐号状态'),
  roleIds: roleIdsField,
  remark: textOf('备注', 500, { optional: true }),
  userName: userNameField,
  password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
});
export type UserAddInput = z.infer<typeof userAddSchema>;

/** A field of a partial update: null counts as left out, as MyBatis's `<if test="x != null">` in the reference treats it. */
const changed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null ? undefined : value), schema.optional());
const changedFlag = (values: typeof SEXES | typeof STATUSES, error: string) =>
  z.preprocess((value) => flagText(blankToUndefined(value)), z.enum(values, { error }).optional());

/**
 * `PUT /system/user`: only the fields given are changed, so a partial body never resets the
 * others (a status left out must not re-enable a disabled user). An empty phone number, email or
 * remark clears it; an empty sex or status is "not given". A department given as null or empty
 * means "none", which the form's cleared picker sends; left out, it stays. `userName` and
 * `password` are not among the fields (contract 5.1 and 9 item 7).
 */
export const userEditSchema = z.object({
  nickName: changed(nickNameField),
  deptId: deptIdField.optional(),
  phonenumber: changed(userPhoneField),
  email: changed(userEmailField),
  sex: changedFlag(SEXES, '用户性别只能是0、1或2'),
  status: changedFlag(STATUSES, '帐号状态只能是0或1'),
  roleIds: roleIdsField,
  remark: changed(textOf('备注', 500, { optional: true })),
});
export type UserEditInput = z.infer<typeof userEditSchema>;

/** `PUT /system/user/resetPwd`. */
export const resetPasswordSchema = z.object({
  password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
});

/** `PUT /system/user/changeStatus`: the status is required here. */
export const userStatusSchema = z.object({
  status: z.preprocess(flagText, z.enum(STATUSES, { error: '帐号状态只能是0或1' })),
});
