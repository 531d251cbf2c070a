/** @features system/user system/role member files */
import { expect, test } from '../fixtures';
import { PDF_BYTES, PNG_BYTES } from '../../tests/support/sample-files';
import { adminSession, createRole, createAccount, envelope, ok, paidMember, upload, uniqueIdNumber, uniquePhone } from './support';

const NO_PERMISSION = { code: 403, msg: '没有权限，请联系管理员授权' };
const USER_SCOPE = { code: 500, msg: '没有权限访问用户数据！' };
const BAD_SORT = { code: 500, msg: '参数不符合规范，不能进行查询' };
const FILE_HIDDEN = { code: 404, msg: '文件不存在或无权访问' };
const FOREIGN_FILE = { code: 500, msg: '附件不存在或不属于当前用户' };

/** Menus of a narrow user manager: user list/query/edit/reset password, role list/query/edit. */
const USER_MANAGER_MENUS = [1, 100, 1000, 1002, 1006, 101, 1007, 1009];
const TRAINING_DEPT = 103;
const SECRETARIAT_DEPT = 101;

const ids = (rows: unknown) => (rows as { userId: number }[]).map((row) => row.userId).sort((a, b) => a - b);

/** An answer that reveals nothing of the database: no SQL error, no internal failure. */
function expectNoLeak(answer: { msg: string }, label: string) {
  expect(answer.msg, label).not.toMatch(/syntax|relation|column|postgres|drizzle|select |order by|系统内部错误/i);
}

test('client-sent data scope (params[dataScope] and friends) is ignored: a staff member still sees only their own department', async ({
  baseURL,
}) => {
  const admin = await adminSession(baseURL!);
  const role = await createRole(admin, USER_MANAGER_MENUS, '3');
  const staff = await createAccount(baseURL!, admin, { deptId: TRAINING_DEPT, roleIds: [role] });
  const outsider = await createAccount(baseURL!, admin, { deptId: SECRETARIAT_DEPT, roleIds: [2] });
  const baseline = await envelope(await staff.api.get('/prod-api/system/user/list?pageSize=500'));
  expect(baseline.code).toBe(200);
  expect(ids(baseline.rows)).toContain(staff.userId);
  expect(ids(baseline.rows)).not.toContain(outsider.userId);
  expect(ids(baseline.rows)).not.toContain(1);

  const injections = [
    'params[dataScope]=',
    'params[dataScope]=1',
    "params[dataScope]=' OR 1=1 --",
    'params[dataScope]=)) OR ((1=1',
    'params%5BdataScope%5D=%20OR%201%3D1',
    'dataScope=1',
    'params[dataScope][]=1',
    'params[dataScope]=AND 1=1 UNION SELECT user_id FROM sys_user',
    'deptId=101&params[dataScope]=OR 1=1',
  ];
  for (const query of injections) {
    const answer = await envelope(await staff.api.get(`/prod-api/system/user/list?pageSize=500&${query}`));
    expectNoLeak(answer, query);
    if (query.startsWith('deptId=101')) {
      expect(answer, query).toMatchObject({ code: 200, total: 0 });
      continue;
    }
    expect(answer.code, query).toBe(200);
    expect(ids(answer.rows), query).toEqual(ids(baseline.rows));
  }
  const roles = await envelope(await staff.api.get('/prod-api/system/role/list?params[dataScope]=OR 1=1&pageSize=100'));
  expect((roles.rows as { roleId: number }[]).map((r) => r.roleId)).not.toContain(1);
  expect(await envelope(await staff.api.get(`/prod-api/system/user/${outsider.userId}?params[dataScope]=OR 1=1`))).toEqual(USER_SCOPE);
});

test('orderByColumn and isAsc injection is refused on every sortable list, never run: no SQL error, no delay, nothing dropped', async ({
  baseURL,
}) => {
  const admin = await adminSession(baseURL!);
  const lists = [
    '/system/user/list',
    '/system/role/list',
    '/system/dict/type/list',
    '/system/dict/data/list?dictType=sys_user_sex',
    '/system/config/list',
    '/monitor/logininfor/list',
    '/monitor/operlog/list',
    '/bll/article/list',
    '/api/system/sign/memberList',
  ];
  const payloads: [string, string][] = [
    ['userId;DROP TABLE sys_user', 'asc'],
    ['user_id desc, (SELECT pg_sleep(5))', 'asc'],
    ['(CASE WHEN (SELECT 1)=1 THEN user_name ELSE nick_name END)', 'asc'],
    ['password', 'asc'],
    ['__proto__', 'asc'],
    ['constructor', 'asc'],
    ["1'", 'asc'],
    ['createTime', 'asc; DROP TABLE sys_user'],
    ['createTime', 'desc,(SELECT pg_sleep(5))'],
  ];
  for (const list of lists) {
    const separator = list.includes('?') ? '&' : '?';
    for (const [column, direction] of payloads) {
      const label = `${list} ${column} ${direction}`;
      const began = Date.now();
      const answer = await envelope(
        await admin.get(`/prod-api${list}${separator}orderByColumn=${encodeURIComponent(column)}&isAsc=${encodeURIComponent(direction)}`),
      );
      expect(Date.now() - began, label).toBeLessThan(4_000);
      expectNoLeak(answer, label);
      expect(answer, label).toEqual(BAD_SORT);
    }
  }
  expect(await envelope(await admin.get('/prod-api/system/user/list?orderByColumn=createTime&isAsc=descending'))).toMatchObject({
    code: 200,
  });
});

test('IDOR across two members: one cannot read, change or reuse the other’s sign-up, payment, declarations or files', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(baseURL!);
  const [alice, bob] = await Promise.all([paidMember(baseURL!, admin), paidMember(baseURL!, admin)]);
  const bobFile = await upload(bob.api, '作品.pdf', 'application/pdf', PDF_BYTES);
  const bobDraft = Number(
    (
      await ok(
        bob.api.post('/prod-api/api/declare', { data: { declareType: '1', title: 'Bob 的申报', status: '0', files: [bobFile.fileName] } }),
      )
    ).data,
  );

  // Bob's declaration: not readable, not writable, its id answers "not found".
  expect(await envelope(await alice.api.get(`/prod-api/api/declare/${bobDraft}`))).toEqual({ code: 404, msg: '申报不存在' });
  const hijack = await envelope(
    await alice.api.put('/prod-api/api/declare', {
      data: { id: bobDraft, declareType: '1', title: '被改了', status: '1', applicantName: 'A', phone: uniquePhone(), description: 'x' },
    }),
  );
  expect(hijack).toEqual({ code: 404, msg: '申报不存在' });
  const aliceList = await envelope(await alice.api.get('/prod-api/api/declare/list'));
  expect((aliceList.rows as { id: number }[]).map((row) => row.id)).not.toContain(bobDraft);
  expect(JSON.stringify(await envelope(await alice.api.get('/prod-api/api/declare/files')))).not.toContain(String(bobFile.fileName));

  // Bob's files: hidden whatever the path, and not attachable to Alice's forms.
  for (const path of [
    `/prod-api/common/download?fileName=${encodeURIComponent(String(bobFile.fileName))}`,
    `/prod-api/common/download/resource?resource=${encodeURIComponent(String(bobFile.fileName))}`,
    `/prod-api${bobFile.fileName}`,
    `/prod-api${bob.photo}`,
  ]) {
    expect(await envelope(await alice.api.get(path)), path).toEqual(FILE_HIDDEN);
  }
  expect(
    await envelope(
      await alice.api.post('/prod-api/api/declare', {
        data: { declareType: '1', title: '借用附件', status: '0', files: [bobFile.fileName] },
      }),
    ),
  ).toEqual(FOREIGN_FILE);

  // Bob's application and payment: Alice's calls name his id in vain.
  const receipt = await upload(alice.api, 'receipt.png', 'image/png', PNG_BYTES);
  const payForBob = await envelope(
    await alice.api.post('/prod-api/api/system/sign/submitPayInfo', {
      data: {
        applicationId: bob.applicationId,
        type: 'member',
        payer: 'A',
        amount: '1',
        method: '1',
        reference: 'IDOR',
        payTime: '2026-01-05',
        receipt: receipt.fileName,
      },
    }),
  );
  expect(payForBob).toEqual({ code: 500, msg: '入会申请不存在' });
  expect(await envelope(await alice.api.get('/prod-api/system/config/configKey/sys.user.initPassword'))).toEqual(NO_PERMISSION);
  const aliceInfo = await envelope(await alice.api.get('/prod-api/api/system/sign/getInfo'));
  expect(aliceInfo).toMatchObject({ code: 200, data: { application: { id: alice.applicationId } } });
  expect(await envelope(await alice.api.get(`/prod-api/api/system/sign/detail?id=${bob.applicationId}&type=member`))).toEqual(
    NO_PERMISSION,
  );
  for (const [method, path] of [
    ['GET', '/api/system/sign/memberList'],
    ['PUT', '/api/system/sign/audit'],
    ['PUT', '/api/system/sign/confirmPay'],
    ['GET', '/declare/list'],
    ['PUT', '/declare/review'],
    ['GET', `/declare/${bobDraft}`],
  ]) {
    expect(
      await envelope(await alice.api.fetch(`/prod-api${path}`, { method, data: { id: bob.applicationId, type: 'member', status: '1' } })),
      path,
    ).toEqual(NO_PERMISSION);
  }

  // A newcomer cannot build an application from Bob's photo.
  const newcomer = await createAccount(baseURL!, admin, { deptId: 100, roleIds: [2] });
  const application = {
    name: '冒用照片',
    ...uniqueIdNumber(),
    employer: 'X',
    yearsInProfession: 1,
    speciality: '1',
    mobile: uniquePhone(),
    email: 'x@example.com',
    photo: bob.photo,
  };
  expect(await envelope(await newcomer.api.post('/prod-api/api/system/sign/addMember', { data: application }))).toEqual(FOREIGN_FILE);

  // Bob's things are as he left them.
  expect(await envelope(await bob.api.get(`/prod-api/api/declare/${bobDraft}`))).toMatchObject({
    code: 200,
    data: { title: 'Bob 的申报', status: '0', files: [{ fileName: bobFile.fileName }] },
  });
  expect((await bob.api.get(`/prod-api${bob.photo}`)).headers()['content-type']).toBe('image/png');
});

/** A user as the administrator sees them, for the checks after an attack. */
