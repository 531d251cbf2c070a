import { eq } from 'drizzle-orm';
import { sysUserSession } from '@/lib/backend/db/schema';
import type { OnlineSession } from '@/features/monitor/online/contract';
import { onlineIdOf } from '@/features/monitor/online/server/online-service';
import { administrator, registeredUser } from '../support/member-helpers';
import { staffUser } from '../support/staff';
import { OK, OperRow, admin, api, member, rowsOf } from './audit-suite';

describe('online sessions', () => {
  const online = async (query = '') => rowsOf<OnlineSession>(await admin('GET', `/monitor/online/list${query}`));
  const sessionIdsOf = async (userId: number) =>
    (
      await api.backend.deps.db.select({ tokenId: sysUserSession.tokenId }).from(sysUserSession).where(eq(sysUserSession.userId, userId))
    ).map((row) => row.tokenId);

  test('lists every live session with a public id that is not the session id', async () => {
    const answer = await admin('GET', '/monitor/online/list');
    const rows = rowsOf<OnlineSession>(answer);
    expect(answer.body.total).toBe(rows.length);
    const mine = rows.filter((row) => row.userName === member.phone);
    expect(mine).toEqual([
      {
        tokenId: expect.stringMatching(/^[0-9a-f]{32}$/),
        deptName: null,
        userName: member.phone,
        ipaddr: '10.1.2.3',
        loginLocation: '内网IP',
        browser: 'Unknown',
        os: 'Unknown',
        loginTime: expect.any(Number),
      },
    ]);
    expect(Math.abs(mine[0].loginTime - Date.now())).toBeLessThan(10 * 60 * 1000);
    expect(rows.find((row) => row.userName === 'admin')).toMatchObject({ deptName: '秘书处' });
    // Each row is named by a hash of its session id, never by the id the token carries.
    const sessionIds = (await api.backend.deps.db.select({ tokenId: sysUserSession.tokenId }).from(sysUserSession)).map(
      (row) => row.tokenId,
    );
    expect(new Set(rows.map((row) => row.tokenId))).toEqual(new Set(sessionIds.map(onlineIdOf)));
    expect(rows.filter((row) => sessionIds.includes(row.tokenId))).toEqual([]);

    expect((await online(`?userName=${member.phone}`)).map((row) => row.userName)).toEqual([member.phone]);
    expect(await online(`?userName=${member.phone.slice(0, 5)}`)).toEqual([]);
    expect((await online('?ipaddr=10.1.2.3')).length).toBe(rows.length);
    expect(await online('?ipaddr=10.1.2')).toEqual([]);
  });

  test('force logout ends that session at once and is recorded; the id then names nothing', async () => {
    const target = await registeredUser(api);
    expect((await target.call('GET', '/getInfo')).body.code).toBe(200);
    const [row] = await online(`?userName=${target.phone}`);
    expect((await admin('DELETE', `/monitor/online/${row.tokenId}`)).body).toEqual(OK);
    expect((await target.call('GET', '/getInfo')).body.code).toBe(401);
    expect(await online(`?userName=${target.phone}`)).toEqual([]);
    expect(await sessionIdsOf(target.userId)).toEqual([]);

    expect((await admin('DELETE', `/monitor/online/${row.tokenId}`)).body).toEqual({ code: 500, msg: '会话不存在或已过期' });
    expect((await admin('DELETE', '/monitor/online/not-an-id')).body).toEqual({ code: 500, msg: '会话不存在或已过期' });
    const recorded = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list?title=在线用户')).filter(
      (line) => line.operUrl === `/monitor/online/${row.tokenId}`,
    );
    expect(recorded.map((line) => [line.businessType, line.requestMethod, line.status, line.operParam])).toEqual([
      [7, 'DELETE', 1, JSON.stringify({ tokenId: row.tokenId })],
      [7, 'DELETE', 0, JSON.stringify({ tokenId: row.tokenId })],
    ]);
  });

  test('nobody forces out their own session; only the super administrator forces out the super administrator', async () => {
    const before = new Set(await sessionIdsOf(1));
    const secondAdmin = await administrator(api);
    const rows = await online('?userName=admin');
    expect(rows).toHaveLength(before.size + 1);
    const newest = (await sessionIdsOf(1)).find((tokenId) => !before.has(tokenId))!;
    expect((await secondAdmin('DELETE', `/monitor/online/${onlineIdOf(newest)}`)).body).toEqual({
      code: 500,
      msg: '不能强退当前会话，请使用退出登录',
    });

    const monitor = await staffUser(api, { perms: ['monitor:online:list', 'monitor:online:forceLogout'] });
    expect((await monitor.call('DELETE', `/monitor/online/${onlineIdOf(newest)}`)).body).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    expect((await secondAdmin('GET', '/getInfo')).body.code).toBe(200);

    // The harness's own administrator ends the second administrator's session.
    expect((await admin('DELETE', `/monitor/online/${onlineIdOf(newest)}`)).body).toEqual(OK);
    expect((await secondAdmin('GET', '/getInfo')).body.code).toBe(401);
    const other = await registeredUser(api);
    const [otherRow] = (await monitor.call('GET', `/monitor/online/list?userName=${other.phone}`)).body.rows as OnlineSession[];
    expect((await monitor.call('DELETE', `/monitor/online/${otherRow.tokenId}`)).body).toEqual(OK);
    expect((await other.call('GET', '/getInfo')).body.code).toBe(401);
  });

  test('a monitor sees and forces out only users in its data scope who hold no more than it does', async () => {
    const ONLINE = ['monitor:online:list', 'monitor:online:forceLogout'];
    const monitor = await staffUser(api, { perms: ONLINE, dataScope: '3', deptId: 103 });
    const peer = await staffUser(api, { perms: ['monitor:online:list'], dataScope: '5', deptId: 103 });
    const senior = await staffUser(api, {
      perms: [...ONLINE, 'system:user:list', 'system:user:edit', 'system:user:resetPwd'],
      deptId: 103,
    });
    const outsider = await staffUser(api, { perms: ['monitor:online:list'], deptId: 104 });
    const idOf = async (userName: string) => (await online(`?userName=${userName}`))[0].tokenId;

    const seen = rowsOf<OnlineSession>(await monitor.call('GET', '/monitor/online/list')).map((row) => row.userName);
    expect(seen).toEqual(expect.arrayContaining([monitor.userName, peer.userName, senior.userName]));
    expect(seen).not.toContain(outsider.userName);
    expect(seen).not.toContain('admin');

    expect((await monitor.call('DELETE', `/monitor/online/${await idOf(senior.userName)}`)).body).toEqual({
      code: 500,
      msg: '不能操作权限高于自己的用户',
    });
    expect((await senior.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await monitor.call('DELETE', `/monitor/online/${await idOf(outsider.userName)}`)).body).toEqual({
      code: 500,
      msg: '会话不存在或已过期',
    });
    expect((await outsider.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await monitor.call('DELETE', `/monitor/online/${await idOf(peer.userName)}`)).body).toEqual(OK);
    expect((await peer.call('GET', '/getInfo')).body.code).toBe(401);
  });
});

describe('cleaning the logs', () => {
  test('clean empties each log; the operation log then holds the clean-up itself', async () => {
    expect((await admin('DELETE', '/monitor/logininfor/clean')).body).toEqual(OK);
    expect((await admin('GET', '/monitor/logininfor/list')).body.total).toBe(0);

    expect((await admin('DELETE', '/monitor/operlog/clean')).body).toEqual(OK);
    const rows = rowsOf<OperRow>(await admin('GET', '/monitor/operlog/list'));
    expect(rows.map((row) => [row.title, row.businessType, row.operUrl])).toEqual([['操作日志', 9, '/monitor/operlog/clean']]);
  });
});
