import { lt } from 'drizzle-orm';
import { sysKvEntry, sysUserSession } from '@/lib/backend/db/schema';
import { sysResetToken, sysSmsCode } from '../tables';
import { defineTask } from '@/lib/backend/scheduler/task-types';

/**
 * Deletes what has expired: sessions, SMS codes, password-reset tokens and shared short-lived
 * values. Each is refused by its reader once expired anyway; the services clear them only now
 * and then while they work, so a quiet portal keeps them until this runs.
 */
export const purgeExpiredSessions = defineTask({
  name: 'portalTask.purgeExpiredSessions',
  title: '清理过期的会话、短信验证码和重置令牌',
  example: 'portalTask.purgeExpiredSessions',
  params: [],
  async run(ctx) {
    const { db } = ctx.deps;
    const sessions = await db
      .delete(sysUserSession)
      .where(lt(sysUserSession.expireTime, ctx.now))
      .returning({ id: sysUserSession.tokenId });
    const codes = await db.delete(sysSmsCode).where(lt(sysSmsCode.expireTime, ctx.now)).returning({ id: sysSmsCode.id });
    const tokens = await db.delete(sysResetToken).where(lt(sysResetToken.expireTime, ctx.now)).returning({ id: sysResetToken.tokenHash });
    const entries = await db.delete(sysKvEntry).where(lt(sysKvEntry.expireTime, ctx.now)).returning({ id: sysKvEntry.key });
    return `删除过期会话${sessions.length}个、短信验证码${codes.length}个、重置令牌${tokens.length}个、临时数据${entries.length}条`;
  },
});
