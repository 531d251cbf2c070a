import { z } from '@/lib/contract/zod';
import { answerData, answerFields, can, crudContracts, defineContracts, exportContract, typeOf } from '@/lib/contract/contract';
import { emailOf, mobileOf, problem, textOf } from '@/lib/contract/fields';
import { USER_LIMITS, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import type { TreeSelect } from '@/lib/tree-select';
import type { WireRow } from '@/lib/contract/wire';
import type { RoleRow } from '@/lib/security/authorities';
import type { sysDept, sysRole, sysUser } from '@/lib/backend/db/schema';
import type { PostWire } from '@/features/system/post';

type UserRecord = typeof sysUser.$inferSelect;
type DeptRecord = typeof sysDept.$inferSelect;

/** A list row on the wire: SysUser with `dept` {deptId, deptName, leader} (null without a department) and `admin`. */
export type UserListWire = WireRow<Omit<UserRecord, 'userType' | 'password' | 'pwdUpdateDate'>> & {
  dept: { deptId: number; deptName: string; leader: DeptRecord['leader'] } | null;
  admin: boolean;
};

/** A user as the contract's SysUser, never its password: its department, its roles, and the id fields only the reference's forms fill. */
export type UserWire = WireRow<Omit<UserRecord, 'password'>> & {
  dept: Pick<DeptRecord, 'deptId' | 'parentId' | 'ancestors' | 'deptName' | 'orderNum' | 'leader' | 'status'> | null;
  roles: (RoleRow & { admin: boolean; flag: boolean })[];
  roleIds: null;
  postIds: null;
  roleId: null;
  admin: boolean;
};

/** A role a user form offers: `flag` marks one the user holds. */
export type UserRoleOption = WireRow<typeof sysRole.$inferSelect> & { flag: boolean; admin: boolean };

/** `GET /system/user/`: what a new user's form offers. */
export type UserFormOptions = { roles: UserRoleOption[]; posts: PostWire[] };

/** `GET /system/user/{userId}`: the user (`data`), the ids of their roles and posts, and what the form offers. */
export type UserForm = UserFormOptions & { data: UserWire; roleIds: number[]; postIds: number[] };

/** `GET /system/user/authRole/{userId}`: the user and every offered role, flagged when held. */
export type UserAuthRoles = { user: UserWire; roles: UserRoleOption[] };

/**
 * Sign-in refuses names outside 2 to 20 characters (contract 2.2), so an account is never
 * created with one: it could not sign in.
 */
export const USER_NAME_LENGTH_MSG = `用户账号长度必须在${USER_NAME_LENGTH.min}到${USER_NAME_LENGTH.max}个字符之间`;

/** More roles or posts than a user could sensibly hold: a longer list is not a selection. */
const MAX_IDS = 100;

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const flagText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);

export const userNameField = textOf('用户账号', USER_NAME_LENGTH.max).refine((value) => value.length >= USER_NAME_LENGTH.min, {
  message: USER_NAME_LENGTH_MSG,
  params: problem('length'),
});
export const nickNameField = textOf('用户昵称', USER_LIMITS.nickName);
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

/** Ids as the UI sends them (a number array), or comma-joined; repeats dropped. Absent stays undefined. */
const idsField = (noun: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value === null ? [] : value),
    z
      .array(
        z.coerce
          .number({ error: `${noun}编号格式不正确` })
          .int(`${noun}编号格式不正确`)
          .positive(`${noun}编号格式不正确`)
          .max(Number.MAX_SAFE_INTEGER, `${noun}编号格式不正确`),
        { error: `${noun}编号格式不正确` },
      )
      .max(MAX_IDS, `所选${noun}过多`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  );
const roleIdsField = idsField('角色');
const postIdsField = idsField('岗位');

/** `POST /system/user`: a new user; fields left out take their defaults, the password is checked against the policy by the service. */
export const userAddSchema = z.object({
  nickName: nickNameField,
  deptId: deptIdField,
  phonenumber: userPhoneField,
  email: userEmailField,
  sex: sexField,
  status: statusField('帐号状态'),
  roleIds: roleIdsField,
  postIds: postIdsField,
  remark: textOf('备注', USER_LIMITS.remark, { optional: true }),
  userName: userNameField,
  password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
});

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
  postIds: postIdsField,
  remark: changed(textOf('备注', USER_LIMITS.remark, { optional: true })),
});

/** `PUT /system/user/resetPwd`: the password alone (userId is read beside it); the policy is the service's check. */
export const resetPasswordSchema = z.object({
  password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
});

/** `PUT /system/user/changeStatus`: the status is required here (userId is read beside it). */
export const userStatusSchema = z.object({
  status: z.preprocess(flagText, z.enum(STATUSES, { error: '帐号状态只能是0或1' })),
});

const userRows = crudContracts('/system/user', 'userId', 'system:user', {
  row: typeOf<UserListWire>(),
  input: userAddSchema,
});

export const user = defineContracts(
  { title: '用户管理' },
  {
    // list: paged users within the caller's data scope, never a password
    // add: a new user with roles; `data` is its userId
    // remove: comma-joined ids, all or none; never oneself or user 1
    ...userRows,
    // GET /system/user/:userId – the user (`data`), the ids of their roles and the roles they may be given
    get: { ...userRows.get, answer: answerFields<UserForm>() },
    // PUT /system/user – changes the fields given of a user named by userId; the sign-in name and password stay
    edit: { ...userRows.edit, input: userEditSchema },
    // GET /system/user/export – a temporary 用户数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/user/export', 'system:user:export'),
    // POST /system/user/importTemplate – the empty import workbook, for any signed-in user
    importTemplate: { method: 'POST', path: '/system/user/importTemplate', access: 'user', answersFile: true },
    // POST /system/user/importData?updateSupport=0|1 – multipart `file`: all rows or none; the report is in `msg`
    importData: { method: 'POST', path: '/system/user/importData', access: can('system:user:import'), log: 'import' },
    // GET /system/user/deptTree – the department picker of the user screen (TreeSelect), scoped
    deptTree: { method: 'GET', path: '/system/user/deptTree', access: can('system:user:list'), answer: answerData<TreeSelect[]>() },
    // GET /system/user/authRole/:userId – the user and every role it may be given, flagged when held
    getAuthRole: {
      method: 'GET',
      path: '/system/user/authRole/:userId',
      access: can('system:user:query'),
      answer: answerFields<UserAuthRoles>(),
    },
    // PUT /system/user/authRole?userId=&roleIds=1,2 – replaces a user's roles (query parameters, as the UI sends them)
    updateAuthRole: { method: 'PUT', path: '/system/user/authRole', access: can('system:user:edit'), log: 'grant' },
    // PUT /system/user/resetPwd – {userId, password}: a new password under the policy; the user's sessions end
    resetPwd: { method: 'PUT', path: '/system/user/resetPwd', access: can('system:user:resetPwd'), input: resetPasswordSchema },
    // PUT /system/user/changeStatus – {userId, status}: disabling ends the user's sessions
    changeStatus: { method: 'PUT', path: '/system/user/changeStatus', access: can('system:user:edit'), input: userStatusSchema },
    // GET /system/user/ – the roles a new user may be given
    formOptions: {
      method: 'GET',
      path: '/system/user',
      access: can('system:user:query'),
      answer: answerFields<UserFormOptions>(),
    },
  },
);
