import { and, eq } from 'drizzle-orm';
import { sysUser } from '@/lib/backend/db/schema';
import { revokeUserSessions } from '@/lib/security/sessions';
import { userValueTaken } from '@/features/system/user/server';
import { freeValue } from '../free-value';
import { auditOf, idWhere, noteDeletedHere, ownRows, syncRows, text, textOrNull, timeOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

const USER = { table: sysUser, id: sysUser.userId, delFlag: sysUser.delFlag };

/**
 * Users, with their bcrypt hashes as they are (the portal verifies the same $2a$ hashes), so
 * everyone signs in with the password they had. A portal user of the same name (the seeded admin)
 * becomes the RuoYi account: RuoYi's account wins. Sign-in takes a user name or a phone number,
 * so neither may be another account's of either kind: a name another portal user has as a phone
 * number is imported as name_ruoyi (that user is someone else, whose phone sign-in it would take
 * over), and a phone number or email another portal user holds, or a phone number that is one's
 * user name, is left off; each with a note. Avatars are files on the RuoYi server; they stay there.
 */
export async function importUsers(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  let avatarsLeft = 0;
  const values = async (row: SourceRow, userId: number | null) => {
    const active = text(row.del_flag, 1) !== '2';
    const sourceName = text(row.user_name, 30);
    const userName = active ? await freeValue(sourceName, 30, (name) => userValueTaken(ctx.tx, 'userName', name, userId)) : sourceName;
    if (userName !== sourceName)
      ctx.report.note(
        `sys_user ${row.user_id} ${sourceName}: another user here signs in with ${sourceName} (their phone number or user name); imported as ${userName}`,
      );
    let phonenumber = text(row.phonenumber, 11);
    let email = text(row.email, 50);
    if (active && (await userValueTaken(ctx.tx, 'phonenumber', phonenumber, userId))) {
      ctx.report.note(
        `sys_user ${row.user_id} ${row.user_name}: the phone number ${phonenumber} belongs to another user here; imported without it`,
      );
      phonenumber = '';
    } else if (active && (await userValueTaken(ctx.tx, 'userName', phonenumber, userId))) {
      // No one else has it as a phone number (just checked), so someone has it as a user name.
      ctx.report.note(
        `sys_user ${row.user_id} ${row.user_name}: the phone number ${phonenumber} is the user name of another user here; imported without it`,
      );
      phonenumber = '';
    }
    if (active && (await userValueTaken(ctx.tx, 'email', email, userId))) {
      ctx.report.note(`sys_user ${row.user_id} ${row.user_name}: the email ${email} belongs to another user here; imported without it`);
      email = '';
    }
    if (text(row.avatar, 200)) avatarsLeft += 1;
    return {
      deptId: ctx.idOf('sys_dept', row.dept_id),
      userName,
      nickName: text(row.nick_name, 30),
      userType: text(row.user_type, 2) || '00',
      email,
      phonenumber,
      sex: text(row.sex, 1) || '0',
      avatar: '',
      password: text(row.password, 100),
      status: text(row.status, 1) || '0',
      delFlag: text(row.del_flag, 1) || '0',
      loginIp: text(row.login_ip, 128),
      loginDate: timeOrNull(row.login_date),
      pwdUpdateDate: timeOrNull(row.pwd_update_date),
      ...auditOf(row, ctx.now),
      remark: textOrNull(row.remark, 500),
    };
  };
  const own = ownRows(ctx, USER, 'user_name', values);
  // A password that changes ends the account's sessions, as a reset here does.
  const update = async (row: SourceRow, userId: number | null) => {
    const [before] = await ctx.tx.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, userId!));
    const found = await own.update(row, userId);
    if (found && before?.password !== text(row.password, 100)) await revokeUserSessions(ctx.tx, userId!);
    return found;
  };
  await syncRows(
    ctx,
    {
      ...own,
      update,
      async match(row) {
        if (text(row.del_flag, 1) === '2') return null;
        return idWhere(ctx, USER, and(eq(sysUser.userName, text(row.user_name, 30)), eq(sysUser.delFlag, '0')));
      },
      async merge(row, userId, again) {
        const label = own.label(row);
        if (!again) ctx.report.note(`sys_user ${label}: is user ${userId} here, whose account RuoYi's replaces (its password included)`);
        const found = await update(row, userId);
        if (!found) noteDeletedHere(ctx, `sys_user ${label}`);
        return found;
      },
    },
    rows,
  );
  if (avatarsLeft)
    ctx.report.note(
      `sys_user: ${avatarsLeft === 1 ? '1 avatar is an image file' : `${avatarsLeft} avatars are image files`} on the RuoYi server, not in its database: left there (users can upload theirs again)`,
    );
}
