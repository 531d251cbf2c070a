import { and, desc, eq } from 'drizzle-orm';
import { sysOperLog } from '@/lib/backend/db/schema';
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';

let api: Harness;
let admin: Call;
featureSuite({}, (suite) => {
  ({ api, admin } = suite);
});

describe('the operation log', () => {
  test('masks the captcha’s and the SMS code’s answers, the captcha’s uuid and tokens, and keeps the answer’s status code', async () => {
    const secrets = { code: '4826', uuid: 'f3a9c0d1e2b34c5d8e7f6a5b4c3d2e1f', smsCode: '482913', resetToken: 'r'.repeat(40) };
    const body = { configName: '审计密文', configKey: 'audit.masking', configValue: 'shown', ...secrets };
    expect((await admin('POST', '/system/config', body)).body.code).toBe(200);

    const [line] = await api.backend.deps.db
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.operUrl, '/system/config'), eq(sysOperLog.requestMethod, 'POST')))
      .orderBy(desc(sysOperLog.operId))
      .limit(1);
    expect(JSON.parse(line.operParam)).toEqual({
      configName: '审计密文',
      configKey: 'audit.masking',
      configValue: 'shown',
      code: '******',
      uuid: '******',
      smsCode: '******',
      resetToken: '******',
    });
    for (const secret of Object.values(secrets)) expect(JSON.stringify(line)).not.toContain(secret);
    expect(line.jsonResult).toMatch(/^\{"msg":"操作成功","code":200,"data":\d+\}$/);
  });
});
