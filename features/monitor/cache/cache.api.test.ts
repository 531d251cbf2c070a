import { and, eq } from 'drizzle-orm';
import { sysOperLog, sysUserSession } from '@/lib/backend/db/schema';
import { issueCaptcha } from '@/features/auth/server';
import { FORBIDDEN } from '@/tests/support/answers';
import { CookieJar, type Harness } from '@/tests/support/api-harness';
import { expectStockScreenFields } from '@/tests/support/stock-cache-screen';
import { expectRefused, featureSuite, type Call } from '@/tests/support/feature-suite';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { staffUser, type Staff } from '@/tests/support/staff';

let api: Harness;
let admin: Call;
let keeper: Staff;
let reader: Staff;
let operator: Staff;
let unlocker: Staff;
const FORCE_LOGOUT = ['monitor:cache:list', 'monitor:online:forceLogout'];
featureSuite(
  {
    staff: {
      keeper: ['monitor:cache:list'],
      reader: ['monitor:server:list'],
      // Forces out sessions of its own department only, as the online list would let it.
      operator: { perms: FORCE_LOGOUT, dataScope: '3', deptId: 103 },
      unlocker: ['monitor:cache:list', 'monitor:logininfor:unlock'],
    },
  },
  (suite) => {
    ({ api, admin, keeper, reader, operator, unlocker } = suite);
  },
);

const MINUTE = 60_000;
const kv = () => api.backend.deps.kv;
const enc = encodeURIComponent;
const dataOf = async (call: Call, path: string) => {
  const answer = await call('GET', path);
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功' });
  return answer.body.data;
};
const keysOf = (name: string, call: Call = admin) => dataOf(call, `/monitor/cache/getKeys/${enc(name)}`) as Promise<string[]>;
const valueOf = (name: string, key: string) =>
  dataOf(admin, `/monitor/cache/getValue/${enc(name)}/${enc(key)}`) as Promise<Record<string, unknown>>;
const signedIn = async (who: Person | Staff) => (await who.call('GET', '/getInfo')).body.code === 200;
const clearKey = async (call: Call, key: string) => (await call('DELETE', `/monitor/cache/clearCacheKey/${enc(key)}`)).body;
const clearName = async (call: Call, name: string) => (await call('DELETE', `/monitor/cache/clearCacheName/${enc(name)}`)).body;
const OK = { code: 200, msg: '操作成功' };

/** A wrong password for the account, which counts toward its lock under pwd_err_cnt:. */
const failSignIn = async (userName: string) =>
  expect(
    (await api.call('POST', '/login', { body: { username: userName, password: 'Wrong#pass1' }, jar: new CookieJar() })).body.code,
  ).toBe(500);

/** The session keys of one user: `login_tokens:` and the online list's id of each session. */
async function sessionKeysOf(userName: string): Promise<string[]> {
  const online = (await admin('GET', `/monitor/online/list?userName=${enc(userName)}`)).body.rows as { tokenId: string }[];
  return online.map((row) => `login_tokens:${row.tokenId}`);
}

describe('cache monitor', () => {
  test('the names are the caches this portal keeps, in the reference’s order and form', async () => {
    expect(await dataOf(admin, '/monitor/cache/getNames')).toEqual([
      { cacheName: 'login_tokens:', cacheKey: '', cacheValue: '', remark: '用户信息' },
      { cacheName: 'captcha_codes:', cacheKey: '', cacheValue: '', remark: '验证码' },
      { cacheName: 'rate_limit:', cacheKey: '', cacheValue: '', remark: '限流处理' },
      { cacheName: 'pwd_err_cnt:', cacheKey: '', cacheValue: '', remark: '密码错误次数' },
    ]);
  });

  test('the overview names the store and gives its figures as strings, the key count as a number', async () => {
    await kv().set('captcha_codes:overview', '12', MINUTE);
    const data = (await dataOf(admin, '/monitor/cache')) as { info: Record<string, unknown>; dbSize: unknown; commandStats: unknown[] };
    expect(Object.keys(data)).toEqual(['info', 'dbSize', 'commandStats']);
    expect(['memory', 'postgresql']).toContain(data.info.store);
    for (const [field, value] of Object.entries(data.info)) expect({ field, type: typeof value }).toEqual({ field, type: 'string' });
    expect(data.info).toMatchObject({
      used_memory: expect.stringMatching(/^\d+$/),
      used_memory_human: expect.stringMatching(/^\d+(B|\.\d\d[KMG])$/),
      uptime_in_days: expect.stringMatching(/^\d+$/),
      login_sessions: expect.stringMatching(/^[1-9]\d*$/),
    });
    expect(data.dbSize).toEqual(expect.any(Number));
    expect(data.dbSize as number).toBeGreaterThanOrEqual(1);
    expectStockScreenFields(data.info as Record<string, string>);
    // The memory store lives in this process, whose calls are all of them; the table keeps no statistics by command.
    if (data.info.store === 'memory') expect(data.commandStats).toContainEqual({ name: 'set', value: expect.stringMatching(/^[1-9]\d*$/) });
    else expect(data.commandStats).toEqual([]);
    for (const stat of data.commandStats) expect(stat).toEqual({ name: expect.any(String), value: expect.stringMatching(/^\d+$/) });
  });

  test('keys are listed whole and sorted, and a value comes as the reference’s SysCache', async () => {
    await kv().set('captcha_codes:b2', '7', MINUTE);
    await kv().set('captcha_codes:a1', '35', MINUTE);
    // A wrong password counts in pwd_err_cnt: and in the sign-in rate limit, as in real use.
    const person = await registeredUser(api);
    expect(
      (await api.call('POST', '/login', { body: { username: person.phone, password: 'Wrong#pass1' }, jar: person.jar })).body.code,
    ).toBe(500);

    const captchas = await keysOf('captcha_codes:');
    expect(captchas.slice(0, 2)).toEqual(['captcha_codes:a1', 'captcha_codes:b2']);
    expect(await keysOf('pwd_err_cnt:')).toContain(`pwd_err_cnt:${person.phone}`);
    expect(await valueOf('pwd_err_cnt:', `pwd_err_cnt:${person.phone}`)).toEqual({
      cacheName: 'pwd_err_cnt',
      cacheKey: person.phone,
      cacheValue: '1',
      remark: '',
    });
    const limits = await keysOf('rate_limit:');
    expect(limits.some((key) => key.startsWith('rate_limit:login:attempts:'))).toBe(true);
    expect(await valueOf('captcha_codes:', 'captcha_codes:a1')).toEqual({
      cacheName: 'captcha_codes',
      cacheKey: 'a1',
      cacheValue: '******',
      remark: '',
    });
    expect((await valueOf('captcha_codes:', 'captcha_codes:gone')).cacheValue).toBeNull();
    expect(await keysOf('no_such_cache:')).toEqual([]);

    // A key with a slash (an IPv6 subject counts by its /64) travels encoded and back.
    const v6 = 'rate_limit:sms:calls:2001:db8:0:1::/64:123';
    await kv().set(v6, '3', MINUTE);
    expect(await keysOf('rate_limit:sms:')).toContain(v6);
    expect((await valueOf('rate_limit:', v6)).cacheValue).toBe('3');
    expect((await admin('DELETE', `/monitor/cache/clearCacheKey/${enc(v6)}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await kv().get(v6)).toBeNull();
  });

  test('a session shows under login_tokens: by its online id, with what it holds and no secret', async () => {
    const person = await registeredUser(api);
    const [key] = await sessionKeysOf(person.phone);
    expect(key).toMatch(/^login_tokens:[0-9a-f]{32}$/);
    expect(await keysOf('login_tokens:')).toContain(key);
    expect(await keysOf('login')).toContain(key);
    expect(await keysOf('captcha_codes:')).not.toContain(key);

    const value = await valueOf('login_tokens:', key);
    expect(value).toMatchObject({ cacheName: 'login_tokens', cacheKey: key.slice('login_tokens:'.length), remark: '' });
    const session = JSON.parse(value.cacheValue as string);
    expect(session).toEqual({
      // The reference's token field is a secret by its name, whatever it holds here (the online id, which is the key).
      token: '******',
      userId: person.userId,
      deptId: null,
      userName: person.phone,
      loginTime: expect.any(Number),
      expireTime: expect.any(Number),
      ipaddr: '10.1.2.3',
      loginLocation: expect.any(String),
      browser: expect.any(String),
      os: expect.any(String),
      roles: expect.any(Array),
      permissions: expect.any(Array),
    });
    // Neither the session id nor anything of the password appears anywhere.
    const [row] = await api.backend.deps.db.select().from(sysUserSession).where(eq(sysUserSession.userId, person.userId));
    for (const text of [JSON.stringify(await keysOf('login_tokens:')), JSON.stringify(value)]) {
      expect(text).not.toContain(row.tokenId);
      expect(text).not.toMatch(/password|\$2[aby]\$/);
    }
  });

  test('the cache permission guards every call; the server permission does not open them', async () => {
    const key = `login_tokens:${'a'.repeat(32)}`;
    await expectRefused(reader, [
      ['GET', '/monitor/cache'],
      ['GET', '/monitor/cache/getNames'],
      ['GET', `/monitor/cache/getKeys/${enc('login_tokens:')}`],
      ['GET', `/monitor/cache/getValue/${enc('login_tokens:')}/${enc(key)}`],
      ['DELETE', `/monitor/cache/clearCacheName/${enc('login_tokens:')}`],
      ['DELETE', `/monitor/cache/clearCacheKey/${enc(key)}`],
      ['DELETE', '/monitor/cache/clearCacheAll'],
    ]);
    expect(await signedIn(reader)).toBe(true);
    expect((await keysOf('login_tokens:', keeper.call)).length).toBeGreaterThan(0);
  });

  test('clearing a session’s key ends that session at once; the others go on', async () => {
    const person = await registeredUser(api);
    const bystander = await registeredUser(api);
    const [key] = await sessionKeysOf(person.phone);
    expect(await signedIn(person)).toBe(true);
    expect((await admin('DELETE', `/monitor/cache/clearCacheKey/${enc(key)}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await person.call('GET', '/getInfo')).body.code).toBe(401);
    expect(await keysOf('login_tokens:')).not.toContain(key);
    expect(await signedIn(bystander)).toBe(true);
    expect(await signedIn(keeper)).toBe(true);
    // A key that names nothing (any more) is cleared quietly, as the reference's delete is.
    expect((await admin('DELETE', `/monitor/cache/clearCacheKey/${enc(key)}`)).body).toEqual({ code: 200, msg: '操作成功' });
  });

  test('clearing a name empties that cache only, and is recorded', async () => {
    await kv().set('captcha_codes:x1', '1', MINUTE);
    await kv().set('captcha_codes:x2', '2', MINUTE);
    await kv().set('pwd_err_cnt:somebody', '2', MINUTE);
    expect(await clearName(keeper.call, 'captcha_codes:')).toEqual(OK);
    expect(await keysOf('captcha_codes:')).toEqual([]);
    expect(await kv().get('pwd_err_cnt:somebody')).toBe('2');

    const [log] = await api.backend.deps.db
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.title, '缓存监控'), eq(sysOperLog.operName, keeper.userName)))
      .limit(1);
    expect(log).toMatchObject({ businessType: 9, requestMethod: 'DELETE' });
  });

  test('the cache permission alone ends no session and lifts no lock', async () => {
    const person = await registeredUser(api);
    const [personKey] = await sessionKeysOf(person.phone);
    const [adminKey] = await sessionKeysOf('admin');
    await failSignIn(person.phone);
    await kv().set('captcha_codes:kept', '4', MINUTE);

    expect(await clearKey(keeper.call, personKey)).toEqual(FORBIDDEN);
    expect(await clearKey(keeper.call, adminKey)).toEqual(FORBIDDEN);
    expect(await clearName(keeper.call, 'login_tokens:')).toEqual(FORBIDDEN);
    expect(await clearKey(keeper.call, `pwd_err_cnt:${person.phone}`)).toEqual(FORBIDDEN);
    expect(await clearName(keeper.call, 'pwd_err_cnt:')).toEqual(FORBIDDEN);
    // A rate limit holds a guesser back as a lock does.
    await kv().increment('rate_limit:login:attempts:10.7.7.7', MINUTE);
    expect(await clearKey(keeper.call, 'rate_limit:login:attempts:10.7.7.7')).toEqual(FORBIDDEN);
    expect(await clearName(keeper.call, 'rate_limit:')).toEqual(FORBIDDEN);
    expect((await keeper.call('DELETE', '/monitor/cache/clearCacheAll')).body).toEqual(FORBIDDEN);
    expect(await kv().get('rate_limit:login:attempts:10.7.7.7')).toBe('1');

    expect(await signedIn(person)).toBe(true);
    expect(await signedIn({ call: admin } as Person)).toBe(true);
    expect(await kv().get(`pwd_err_cnt:${person.phone}`)).toBe('1');
    // A refused clear deletes nothing at all, not even what the caller could have cleared alone.
    expect(await kv().get('captcha_codes:kept')).toBe('4');
  });

  test('a session ends through the cache only where force logout would end it: in scope, outranked, not the caller’s', async () => {
    const peer = await staffUser(api, { perms: [], deptId: 103 });
    const otherPeer = await staffUser(api, { perms: [], deptId: 103 });
    const outsider = await staffUser(api, { perms: [], deptId: 104 });
    const senior = await staffUser(api, { perms: [...FORCE_LOGOUT, 'system:user:list', 'system:user:edit'], deptId: 103 });
    const member = await registeredUser(api);
    const keyOf = async (userName: string) => (await sessionKeysOf(userName))[0];

    expect(await clearKey(operator.call, await keyOf(outsider.userName))).toEqual({ code: 500, msg: '会话不存在或已过期' });
    expect(await clearKey(operator.call, await keyOf(senior.userName))).toEqual({ code: 500, msg: '不能操作权限高于自己的用户' });
    expect(await clearKey(operator.call, await keyOf(operator.userName))).toEqual({ code: 500, msg: '不能强退当前会话，请使用退出登录' });
    expect(await signedIn(outsider)).toBe(true);
    expect(await signedIn(senior)).toBe(true);
    expect(await clearKey(operator.call, await keyOf(peer.userName))).toEqual(OK);
    expect(await signedIn(peer)).toBe(false);

    // The whole name ends just the sessions the caller could force out one by one.
    expect(await clearName(operator.call, 'login_tokens:')).toEqual(OK);
    expect(await signedIn(otherPeer)).toBe(false);
    const kept = { outsider, senior, member, operator, admin: { call: admin } as Person };
    for (const [name, who] of Object.entries(kept)) expect({ name, signedIn: await signedIn(who) }).toEqual({ name, signedIn: true });
  });

  test('a lock lifts through the cache only with the unlock permission, as unlocking it would', async () => {
    const person = await registeredUser(api);
    await failSignIn(person.phone);
    expect(await clearKey(unlocker.call, `pwd_err_cnt:${person.phone}`)).toEqual(OK);
    expect(await kv().get(`pwd_err_cnt:${person.phone}`)).toBeNull();

    await failSignIn(person.phone);
    expect(await clearName(unlocker.call, 'pwd_err_cnt:')).toEqual(OK);
    expect(await keysOf('pwd_err_cnt:')).toEqual([]);
    await kv().increment('rate_limit:login:attempts:10.7.7.8', MINUTE);
    expect(await clearKey(unlocker.call, 'rate_limit:login:attempts:10.7.7.8')).toEqual(OK);
    expect(await kv().get('rate_limit:login:attempts:10.7.7.8')).toBeNull();
    // Unlocking is not forcing out: the unlock permission ends no session.
    expect(await clearName(unlocker.call, 'login_tokens:')).toEqual(FORBIDDEN);
    expect(await signedIn(person)).toBe(true);
  });

  test('a captcha’s answer is never shown, whoever asks', async () => {
    const { uuid } = await issueCaptcha(api.backend.deps);
    const key = `captcha_codes:${uuid}`;
    expect(await keysOf('captcha_codes:')).toContain(key);
    expect(await valueOf('captcha_codes:', key)).toEqual({ cacheName: 'captcha_codes', cacheKey: uuid, cacheValue: '******', remark: '' });
    expect(await kv().get(key)).not.toBe('******');
  });

  // Last: it ends every other session of the suite.
  test('clearing everything empties the store and ends every session but the caller’s', async () => {
    await kv().set('captcha_codes:all', '1', MINUTE);
    await kv().increment('rate_limit:test:calls:1.2.3.4:1', MINUTE);
    const person = await registeredUser(api);
    expect((await admin('DELETE', '/monitor/cache/clearCacheAll')).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await kv().keys('')).toEqual([]);
    expect(await signedIn(person)).toBe(false);
    expect(await signedIn(keeper)).toBe(false);
    expect(await signedIn(reader)).toBe(false);
    expect(await signedIn({ call: admin } as Person)).toBe(true);
    expect(await keysOf('login_tokens:')).toEqual(await sessionKeysOf('admin'));
  });
});
