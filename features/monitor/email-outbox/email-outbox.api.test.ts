import { drainEmails } from '@/lib/messages/email/email-queue';
import type { Harness } from '@/tests/support/api-harness';
import { expectRefused, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Staff } from '@/tests/support/staff';

/** 邮件记录 and the settings' test message, with the outbox (the harness's default). */
let api: Harness;
let admin: Call;
let reader: Staff;
let tester: Staff;
featureSuite({ staff: { reader: ['monitor:email:list'], tester: ['system:email:test'] } }, (suite) => {
  ({ api, admin, reader, tester } = suite);
});

type Row = Record<string, unknown>;
const rows = async (call: Call, query = '') => (await call('GET', `/monitor/email/list?${query}`)).body.rows as Row[];

test('a test message goes through the queue; the list shows it masked, without its body, and what became of it', async () => {
  for (const to of ['', 'office', 'a@b', 'x@example.com, y@example.com'])
    expect((await admin('POST', '/system/email/test', { to })).body).toEqual({ code: 500, msg: '请输入正确的邮箱地址' });
  const made = await tester.call('POST', '/system/email/test', { to: ' office@audio-engineers.org.cn ' });
  expect(made.body).toMatchObject({ code: 200, data: expect.any(Number) });
  const [row] = await rows(reader.call, 'template=test');
  expect(row).toMatchObject({
    id: made.body.data,
    toAddress: 'o***@audio-engineers.org.cn',
    template: 'test',
    state: 'queued',
    provider: 'outbox',
  });
  expect(row).not.toHaveProperty('textBody');
  expect(row).not.toHaveProperty('htmlBody');

  expect(await drainEmails(api.backend.deps, new Date(), new AbortController().signal)).toMatchObject({ sent: 1 });
  expect((await rows(reader.call, 'state=sent'))[0]).toMatchObject({ id: made.body.data, state: 'sent', attempts: 1 });
  const log = (await admin('GET', '/monitor/operlog/list?title=测试邮件')).body.rows as Row[];
  expect(log[0]).toMatchObject({ operName: tester.userName, status: 0 });
});

test('reading the record and sending a test each need their own permission', async () => {
  await expectRefused(tester, [['GET', '/monitor/email/list']]);
  await expectRefused(reader, [['POST', '/system/email/test', { to: 'office@audio-engineers.org.cn' }]]);
});
