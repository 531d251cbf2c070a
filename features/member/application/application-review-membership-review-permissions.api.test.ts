/** @postgres two reviewers at once race on two connections. */
import { registeredUser, type ApplicationDetailAnswer, type MyApplicationAnswer } from '@/tests/support/member-helpers';
import { paid, submitted } from '@/tests/support/applications';
import { readXlsxRows } from '@/tests/support/xlsx';
import {
  FORBIDDEN,
  NOT_FOUND,
  WIRE_TIME,
  WRONG_STATUS,
  admin,
  api,
  auditor,
  detail,
  exporter,
  lister,
  logRows,
  postForm,
} from './application-review-suite';
import { expectRefused, workbookRows, expectJsonAnswer, temporaryExport } from '@/tests/support/feature-suite';

describe('membership review: permissions', () => {
  test('bll:sign:list shows the lists but cannot approve, confirm, read a detail or export', async () => {
    const applicant = await registeredUser(api);
    const id = await submitted(applicant, 'member');
    expect((await lister.call('GET', '/api/system/sign/memberList')).body.code).toBe(200);
    await expectRefused(lister, [
      ['PUT', '/api/system/sign/audit', { id, type: 'member', status: '1' }],
      ['PUT', '/api/system/sign/confirmPay', { id, type: 'member' }],
    ]);
    expect(await detail('member', id, lister.call)).toEqual(FORBIDDEN);
    expect((await lister.call('GET', '/api/system/sign/memberExport')).body).toEqual(FORBIDDEN);
    expectJsonAnswer(await postForm(lister, '/api/system/sign/memberExport', 'name=x'), FORBIDDEN);
    expect(((await detail('member', id)).data as Record<string, unknown>).application).toMatchObject({ status: '0', auditBy: '' });
  });
});

describe('membership review: decisions', () => {
  test('approve, refused payment, confirmed payment: each recorded with who and when, shown in the detail', async () => {
    const applicant = await registeredUser(api);
    const id = await submitted(applicant, 'member', { name: '流程测试甲' });
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'member', status: '1', reason: '材料齐全' })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    await paid(applicant, 'member', id, 'PAY-A1');
    expect((await auditor.call('PUT', '/api/system/sign/rejectPay', { id, type: 'member' })).body.msg).toBe('请填写退回原因');
    expect((await auditor.call('PUT', '/api/system/sign/rejectPay', { id, type: 'member', reason: '未查到到账记录' })).body.code).toBe(200);
    await paid(applicant, 'member', id, 'PAY-A2');
    expect((await admin('PUT', '/api/system/sign/confirmPay', { id, type: 'member' })).body.code).toBe(200);

    const answer = await detail('member', id);
    expect(answer.code).toBe(200);
    const data = answer.data as ApplicationDetailAnswer;
    expect(data.type).toBe('member');
    expect(data.application).toMatchObject({ id, name: '流程测试甲', status: '4', auditBy: auditor.userName, userId: applicant.userId });
    expect(data.application.auditTime).toMatch(WIRE_TIME);
    expect(data.applicant).toEqual({
      userId: applicant.userId,
      userName: applicant.phone,
      nickName: expect.any(String),
      phonenumber: applicant.phone,
    });
    expect(data.payments.map((p: Record<string, unknown>) => [p.reference, p.confirmBy])).toEqual([
      ['PAY-A2', 'admin'],
      ['PAY-A1', ''],
    ]);
    expect(data.files.map((f: Record<string, unknown>) => [f.kind, f.originalFilename])).toEqual([
      ['photo', '证件照.png'],
      ['certificate', '证书.pdf'],
      ['receipt', '凭证PAY-A1.png'],
      ['receipt', '凭证PAY-A2.png'],
    ]);
    expect(
      data.files.every((f: Record<string, unknown>) => typeof f.size === 'number' && String(f.fileName).startsWith('/profile/upload/')),
    ).toBe(true);
    expect(data.history.map((h: Record<string, unknown>) => [h.action, h.fromStatus, h.toStatus, h.reason, h.createBy])).toEqual([
      ['submit', null, '0', '', applicant.phone],
      ['approve', '0', '1', '材料齐全', auditor.userName],
      ['submitPay', '1', '3', '', applicant.phone],
      ['rejectPay', '3', '1', '未查到到账记录', auditor.userName],
      ['submitPay', '1', '3', '', applicant.phone],
      ['confirmPay', '3', '4', '', 'admin'],
    ]);
    expect(data.history.every((h: Record<string, unknown>) => WIRE_TIME.test(String(h.createTime)))).toBe(true);
    const operators = (await logRows('member', id)).map((row) => row.operatorId);
    expect(operators).toEqual([applicant.userId, auditor.userId, applicant.userId, auditor.userId, applicant.userId, 1]);

    // The reviewer may open the files the detail names.
    const photo = data.files[0].fileName as string;
    expect((await auditor.call('GET', `/common/download?fileName=${encodeURIComponent(photo)}`)).status).toBe(200);
    expect((await applicant.call('GET', '/getInfo')).body.isMember).toBe(true);
  });

  test('a rejection needs a reason, and the reason is kept in the history and shown to the applicant', async () => {
    const applicant = await registeredUser(api);
    const id = await submitted(applicant, 'org', { orgName: '驳回测试有限公司' });
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'org', status: '2' })).body.msg).toBe('不通过时请填写原因');
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'org', status: '2', reason: '   ' })).body.msg).toBe(
      '不通过时请填写原因',
    );
    expect(
      (await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'org', status: '2', reason: '营业执照不清晰' })).body.code,
    ).toBe(200);
    const data = (await detail('org', id)).data as ApplicationDetailAnswer;
    expect(data.application).toMatchObject({ status: '2', reason: '营业执照不清晰', auditBy: auditor.userName });
    expect(data.files.map((f: Record<string, unknown>) => [f.kind, f.originalFilename])).toEqual([['licence', '营业执照.png']]);
    expect(data.payments).toEqual([]);
    expect(data.history.map((h: Record<string, unknown>) => [h.action, h.reason])).toEqual([
      ['submit', ''],
      ['reject', '营业执照不清晰'],
    ]);
    expect(((await applicant.call('GET', '/api/system/sign/getInfo')).body.data as MyApplicationAnswer).application).toMatchObject({
      status: '2',
      reason: '营业执照不清晰',
    });
  });

  test('decisions from the wrong status, on unknown ids or with bad input are refused and nothing is recorded', async () => {
    const applicant = await registeredUser(api);
    const id = await submitted(applicant, 'member');
    const before = (await logRows('member', id)).length;
    expect((await auditor.call('PUT', '/api/system/sign/confirmPay', { id, type: 'member' })).body.msg).toBe(WRONG_STATUS);
    expect((await auditor.call('PUT', '/api/system/sign/rejectPay', { id, type: 'member', reason: '无' })).body.msg).toBe(WRONG_STATUS);
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'org', status: '1' })).body.msg).toBe(NOT_FOUND);
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id: 99_999_999, type: 'member', status: '1' })).body.msg).toBe(NOT_FOUND);
    expect((await auditor.call('PUT', '/api/system/sign/confirmPay', { id: 99_999_999, type: 'member' })).body.msg).toBe(NOT_FOUND);
    expect((await auditor.call('PUT', '/api/system/sign/rejectPay', { id: 99_999_999, type: 'org', reason: '无' })).body.msg).toBe(
      NOT_FOUND,
    );
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'member', status: '4' })).body.msg).toBe(
      '审核结果只能是通过或不通过',
    );
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'person', status: '1' })).body.msg).toBe('申请类型不正确');
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id: 'abc', type: 'member', status: '1' })).body.msg).toBe(
      '申请编号不正确',
    );
    expect(await logRows('member', id)).toHaveLength(before);

    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'member', status: '1' })).body.code).toBe(200);
    expect((await auditor.call('PUT', '/api/system/sign/audit', { id, type: 'member', status: '2', reason: '改主意' })).body.msg).toBe(
      WRONG_STATUS,
    );
    expect((await auditor.call('PUT', '/api/system/sign/confirmPay', { id, type: 'member' })).body.msg).toBe(WRONG_STATUS);
    expect(await logRows('member', id)).toHaveLength(before + 1);

    expect(await detail('member', 99_999_999)).toEqual({ code: 500, msg: NOT_FOUND });
    expect(await detail('org', id)).toEqual({ code: 500, msg: NOT_FOUND });
    expect((await detail('nobody', id)).msg).toBe('申请类型不正确');
    expect((await auditor.call('GET', '/api/system/sign/detail?type=member')).body.msg).toBe('参数[id]不能为空');
    expect((await auditor.call('GET', '/api/system/sign/detail?type=member&id=1x')).body.code).toBe(500);
  });

  test('two reviewers approving at once: exactly one decision is made and recorded', async () => {
    const applicant = await registeredUser(api);
    const id = await submitted(applicant, 'member');
    const answers = await Promise.all(
      [auditor.call, admin].map((call) => call('PUT', '/api/system/sign/audit', { id, type: 'member', status: '1' })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 500]);
    expect((await logRows('member', id)).filter((row) => row.action === 'approve')).toHaveLength(1);
  });
});

describe('membership review: lists and exports', () => {
  let pending: number;
  let approved: number;
  let org: number;

  beforeAll(async () => {
    pending = await submitted(await registeredUser(api), 'member', { name: '筛选测试乙' });
    approved = await submitted(await registeredUser(api), 'member', { name: '筛选测试丙', speciality: '3' });
    await admin('PUT', '/api/system/sign/audit', { id: approved, type: 'member', status: '1', reason: '=1+2' });
    org = await submitted(await registeredUser(api), 'org', { orgName: '筛选测试声学有限公司' });
  });

  test('lists filter by status, name and application days, and sort only by whitelisted columns', async () => {
    const ids = async (query: string, list = 'memberList') =>
      ((await lister.call('GET', `/api/system/sign/${list}?${query}`)).body.rows as Record<string, unknown>[]).map((row) => row.id);
    expect(await ids(`name=${encodeURIComponent('筛选测试')}`)).toEqual([approved, pending]);
    expect(await ids(`name=${encodeURIComponent('筛选测试')}&status=1`)).toEqual([approved]);
    expect(await ids(`name=${encodeURIComponent('筛选测试')}&orderByColumn=id&isAsc=asc`)).toEqual([pending, approved]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(
      await ids(
        `name=${encodeURIComponent('筛选测试')}&${encodeURIComponent('params[beginTime]')}=${today}&${encodeURIComponent('params[endTime]')}=${today}`,
      ),
    ).toHaveLength(2);
    expect(await ids(`name=${encodeURIComponent('筛选测试')}&${encodeURIComponent('params[endTime]')}=2000-01-01`)).toEqual([]);
    expect(await ids(`orgName=${encodeURIComponent('筛选测试声学')}`, 'orgList')).toEqual([org]);
    const page = await lister.call('GET', `/api/system/sign/memberList?name=${encodeURIComponent('筛选测试')}&pageNum=2&pageSize=1`);
    expect(page.body).toMatchObject({
      code: 200,
      msg: '查询成功',
      total: 2,
      rows: [expect.objectContaining({ id: pending, createTime: expect.stringMatching(WIRE_TIME) })],
    });
    expect((await lister.call('GET', '/api/system/sign/memberList?orderByColumn=idNumber')).body).toEqual({
      code: 500,
      msg: '参数不符合规范，不能进行查询',
    });
    expect((await lister.call('GET', '/api/system/sign/memberList?params%5BbeginTime%5D=2026-13-01')).body.msg).toBe(
      '日期格式不正确，应为yyyy-MM-dd',
    );
  });

  test('GET export writes a temporary workbook of the filtered applications, with labels instead of codes', async () => {
    const name = await temporaryExport(exporter, `/api/system/sign/memberExport?name=${encodeURIComponent('筛选测试')}`, '个人会员申请');
    expect((await auditor.call('GET', `/common/download?fileName=${encodeURIComponent(name)}`)).body.code).toBe(404);
    const download = await exporter.call('GET', `/common/download?fileName=${encodeURIComponent(name)}&delete=true`);
    const rows = readXlsxRows(download.bytes);
    expect(rows[0]).toEqual([
      '申请编号',
      '姓名',
      '性别',
      '身份证号码',
      '出生日期',
      '工作单位',
      '职务/职称',
      '从业年限',
      '专业方向',
      '所获证书',
      '手机号码',
      '电子邮箱',
      '状态',
      '审核意见',
      '审核人',
      '审核时间',
      '入会时间',
      '有效期至',
      '申请时间',
    ]);
    // The workbook reader skips empty cells, so only rows' leading filled cells are compared by position.
    expect(rows.slice(1).map((row) => [row[0], row[1], row[8], row[12]])).toEqual([
      [String(approved), '筛选测试丙', '母带处理', '审核通过'],
      [String(pending), '筛选测试乙', '混音', '已提交'],
    ]);
    expect(rows[1].slice(13, 16)).toEqual(['\t=1+2', 'admin', expect.stringMatching(WIRE_TIME)]);
    expect(['男', '女']).toContain(rows[1][2]);
  });

  test('POST export answers the workbook of the form-encoded filters', async () => {
    const answer = await postForm(
      exporter,
      '/api/system/sign/orgExport',
      `orgName=${encodeURIComponent('筛选测试声学')}&status=0&pageNum=1&pageSize=10`,
    );
    const rows = workbookRows(answer);
    expect(rows[0].slice(0, 8)).toEqual([
      '申请编号',
      '单位名称',
      '统一社会信用代码',
      '法定代表人',
      '单位地址',
      '联系人',
      '单位规模',
      '业务范围',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[6], row[10]])).toEqual([
      [String(org), '筛选测试声学有限公司', '20-99人', '已提交'],
    ]);
    expectJsonAnswer(await postForm(exporter, '/api/system/sign/memberExport', 'orderByColumn=1;drop'), {
      code: 500,
      msg: '参数不符合规范，不能进行查询',
    });
  });
});
