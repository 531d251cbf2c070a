import { eq } from 'drizzle-orm';
import { bllSignMember, bllSignOrg, bllSignPayment } from '@/features/member/tables';
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite } from '@/tests/support/feature-suite';
import { PNG_BYTES, registeredUser, type MyApplicationAnswer, type Person } from '@/tests/support/member-helpers';
import { orgForm } from '@/tests/support/applications';

let api: Harness;
let admin: Person['call'];

featureSuite({ ownAdminBrowser: true }, (suite) => {
  ({ api, admin } = suite);
});

async function uploaded(person: Person, name = 'photo.png'): Promise<string> {
  return String((await person.upload(name, PNG_BYTES)).body.fileName);
}

async function individualForm(person: Person, overrides: Record<string, unknown> = {}) {
  return {
    name: '张录音',
    gender: '0',
    idNumber: '110101199003074477',
    birthDate: '1990-03-07',
    employer: '北京声谷录音棚',
    jobTitle: '录音师',
    yearsInProfession: 8,
    speciality: '2',
    mobile: person.phone,
    email: 'zhang@example.com',
    photo: await uploaded(person),
    certificates: '录音师职业技能等级证书（二级）',
    certificateFiles: [],
    ...overrides,
  };
}

/** What the sign-up call `path` answers to `person` posting the form. */
const sent = async (person: Person, path: string, form: Promise<Record<string, unknown>>) =>
  (await person.call('POST', `/api/system/sign/${path}`, await form)).body;

const applicationRows = (userId: number) => api.backend.deps.db.select().from(bllSignMember).where(eq(bllSignMember.userId, userId));

describe('membership sign-up', () => {
  test('invalid ID numbers, credit codes and mismatched birth dates are refused and nothing is stored', async () => {
    const person = await registeredUser(api);
    expect((await sent(person, 'check', individualForm(person, { idNumber: '110101199003074478' }))).msg).toBe('身份证号码格式不正确');
    expect((await sent(person, 'addMember', individualForm(person, { birthDate: '1990-03-08' }))).msg).toBe('出生日期与身份证号码不一致');
    expect((await sent(person, 'addMember', individualForm(person, { gender: '1' }))).msg).toBe('性别与身份证号码不一致');
    expect((await sent(person, 'addMember', individualForm(person, { speciality: '99' }))).msg).toBe('请选择专业方向');
    expect((await sent(person, 'checkOrg', orgForm(person, { creditCode: '91110000802100433A' }))).msg).toBe('统一社会信用代码格式不正确');
    expect((await sent(person, 'addOrg', orgForm(person, { creditCode: '9111000080210043' }))).msg).toBe('统一社会信用代码格式不正确');
    expect(await applicationRows(person.userId)).toHaveLength(0);
    expect(await api.backend.deps.db.select().from(bllSignOrg).where(eq(bllSignOrg.userId, person.userId))).toHaveLength(0);
  });

  test("another person's photo cannot be attached", async () => {
    const [owner, other] = [await registeredUser(api), await registeredUser(api)];
    const photo = await uploaded(owner);
    expect((await sent(other, 'addMember', individualForm(other, { photo }))).msg).toBe('附件不存在或不属于当前用户');
  });

  test('the journey: submitted → approved → payment submitted → paid makes a member', async () => {
    const person = await registeredUser(api);
    expect((await person.call('GET', '/getInfo')).body.isMember).toBe(false);
    expect(await sent(person, 'check', individualForm(person))).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const added = await person.call('POST', '/api/system/sign/addMember', await individualForm(person));
    expect(added.body.code).toBe(200);
    const applicationId = Number(added.body.data);

    // One application at a time: neither a second individual nor an organisation one while it is open.
    expect((await sent(person, 'addMember', individualForm(person))).msg).toBe('您已有一份入会申请正在办理中，请勿重复提交');
    expect((await sent(person, 'addOrg', orgForm(person))).msg).toBe('您已有一份入会申请正在办理中，请勿重复提交');

    const info = (await person.call('GET', '/api/system/sign/getInfo')).body.data as MyApplicationAnswer;
    expect(info).toMatchObject({ type: 'member', isMember: false, payment: null, fees: { member: '300', org: '3000' } });
    expect(info.application).toMatchObject({ id: applicationId, status: '0', name: '张录音' });

    const payment = {
      applicationId,
      type: 'member',
      payer: '张录音',
      amount: '300',
      method: '1',
      reference: 'TX20261121001',
      payTime: '2026-11-20',
      receipt: await uploaded(person, 'receipt.png'),
    };
    expect((await person.call('POST', '/api/system/sign/submitPayInfo', payment)).body.msg).toBe('入会申请尚未审核通过，不能提交缴费信息');
    expect(await api.backend.deps.db.select().from(bllSignPayment).where(eq(bllSignPayment.userId, person.userId))).toHaveLength(0);

    // A member cannot review; the reviewer's decision needs bll:sign:audit.
    expect((await person.call('PUT', '/api/system/sign/audit', { id: applicationId, type: 'member', status: '1' })).body.code).toBe(403);
    expect((await person.call('GET', '/api/system/sign/memberList')).body.code).toBe(403);
    expect((await admin('PUT', '/api/system/sign/audit', { id: applicationId, type: 'member', status: '2' })).body.msg).toBe(
      '不通过时请填写原因',
    );
    expect(
      (await admin('PUT', '/api/system/sign/audit', { id: applicationId, type: 'member', status: '1', reason: '材料齐全' })).body.code,
    ).toBe(200);
    expect((await admin('PUT', '/api/system/sign/audit', { id: applicationId, type: 'member', status: '1' })).body.msg).toBe(
      '申请当前的状态不能进行此操作',
    );

    expect((await person.call('POST', '/api/system/sign/submitPayInfo', { ...payment, amount: '-5' })).body.msg).toBe(
      '缴费金额必须是大于0的金额，最多两位小数',
    );
    expect((await person.call('POST', '/api/system/sign/submitPayInfo', { ...payment, payTime: '2999-01-01' })).body.msg).toBe(
      '缴费日期不能晚于今天',
    );
    expect((await person.call('POST', '/api/system/sign/submitPayInfo', payment)).body.code).toBe(200);
    expect((await admin('PUT', '/api/system/sign/confirmPay', { id: applicationId, type: 'member' })).body.code).toBe(200);

    expect((await person.call('GET', '/getInfo')).body.isMember).toBe(true);
    const after = (await person.call('GET', '/api/system/sign/getInfo')).body.data as MyApplicationAnswer;
    expect(after.application).toMatchObject({ status: '4', auditBy: 'admin' });
    expect(after.application.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.payment).toMatchObject({ reference: 'TX20261121001', confirmBy: 'admin', amount: '300.00' });
    expect((await sent(person, 'check', individualForm(person))).msg).toBe('您已是本会会员，无需重复申请');

    const list = await admin('GET', '/api/system/sign/memberList?status=4&name=录音&pageNum=1&pageSize=10');
    expect(list.body.total).toBeGreaterThanOrEqual(1);
  });

  test('an ID number or credit code already applied for by someone else is refused', async () => {
    const [first, second] = [await registeredUser(api), await registeredUser(api)];
    const idNumber = '11010519491231002X';
    expect((await sent(first, 'addMember', individualForm(first, { idNumber, birthDate: '1949-12-31', gender: '1' }))).code).toBe(200);
    expect((await sent(second, 'check', individualForm(second, { idNumber, birthDate: '1949-12-31', gender: '1' }))).msg).toBe(
      '该身份证号码已提交过入会申请',
    );
    expect((await sent(first, 'checkOrg', orgForm(first))).msg).toBe('您已有一份入会申请正在办理中，请勿重复提交');
    const orgOwner = await registeredUser(api);
    expect((await sent(orgOwner, 'addOrg', orgForm(orgOwner, { creditCode: '91350100M000100Y43' }))).code).toBe(200);
    expect((await sent(second, 'checkOrg', orgForm(second, { creditCode: '91350100M000100Y43' }))).msg).toBe(
      '该统一社会信用代码已提交过入会申请',
    );
  });

  test('a rejected applicant sees the reason and may apply again; a returned payment goes back to approved', async () => {
    const person = await registeredUser(api);
    const creditCode = '91110000802100433B';
    const id = Number((await sent(person, 'addOrg', orgForm(person, { creditCode }))).data);
    await admin('PUT', '/api/system/sign/audit', { id, type: 'org', status: '2', reason: '营业执照不清晰' });
    const info = (await person.call('GET', '/api/system/sign/getInfo')).body.data as MyApplicationAnswer;
    expect(info.application).toMatchObject({ status: '2', reason: '营业执照不清晰' });
    const again = Number((await sent(person, 'addOrg', orgForm(person, { creditCode }))).data);
    expect(again).toBeGreaterThan(id);
    await admin('PUT', '/api/system/sign/audit', { id: again, type: 'org', status: '1' });
    await person.call('POST', '/api/system/sign/submitPayInfo', {
      applicationId: again,
      type: 'org',
      payer: '北京声谷',
      amount: '3000.00',
      method: '1',
      reference: 'B-1',
      payTime: '2026-11-01',
      receipt: await uploaded(person),
    });
    expect((await admin('PUT', '/api/system/sign/rejectPay', { id: again, type: 'org', reason: '未查到到账记录' })).body.code).toBe(200);
    expect(((await person.call('GET', '/api/system/sign/getInfo')).body.data as MyApplicationAnswer).application).toMatchObject({
      status: '1',
      reason: '未查到到账记录',
    });
  });
});
