import type { Executor } from '@/lib/backend/db/client';
import { sysNotice, sysPost, sysUserPost } from '@/features/system/tables';
import { addSeededMenuEntry } from './menu-entry';
import { menuSeeds, NOTICE_PAGE_MENU_ID, POST_PAGE_MENU_ID, SWAGGER_PAGE_MENU_ID } from './menus';
import { ADMIN_USER_ID } from '@/lib/security/built-in';

/** The user management page: whoever manages users manages their posts and sends notices. */
const USER_PAGE_MENU_ID = 100;

/** The association office's posts, and the administrator's. */
export const POST_SEEDS = [
  { postId: 1, postCode: 'chair', postName: '会长', postSort: 1 },
  { postId: 2, postCode: 'secretary', postName: '秘书长', postSort: 2 },
  { postId: 3, postCode: 'staff', postName: '秘书处干事', postSort: 3 },
  { postId: 4, postCode: 'editor', postName: '内容编辑', postSort: 4 },
];
const ADMIN_POST_ID = 2;

const NOTICE_SEEDS = [
  {
    noticeId: 1,
    noticeTitle: '欢迎使用录音师协会门户后台',
    noticeType: '2',
    noticeContent: '<p>内容管理、会员服务与系统管理都在左侧菜单中。</p>',
  },
  {
    noticeId: 2,
    noticeTitle: '会员审核请在三个工作日内处理',
    noticeType: '1',
    noticeContent: '<p>新提交的入会申请请在三个工作日内审核，缴费确认后会员资格即时生效。</p>',
  },
];

/**
 * Seed step 7: posts (岗位), notices (通知公告) and the API documents (系统接口), the reference's
 * pages the first releases lacked. Every database gets the seeded posts and notices; an older one
 * also gets the three pages with their buttons, for every role that may manage users (a new one
 * has them from step 1).
 */
export async function seedPostsAndNotices(tx: Executor): Promise<void> {
  const pageMenus = menuSeeds.filter((menu) =>
    [POST_PAGE_MENU_ID, NOTICE_PAGE_MENU_ID, SWAGGER_PAGE_MENU_ID].some((id) => menu.menuId === id || menu.parentId === id),
  );
  for (const menu of pageMenus) await addSeededMenuEntry(tx, menu.menuId!, [USER_PAGE_MENU_ID]);
  await tx
    .insert(sysPost)
    .values(POST_SEEDS.map((post) => ({ ...post, createBy: 'admin' })))
    .onConflictDoNothing();
  await tx.insert(sysUserPost).values({ userId: ADMIN_USER_ID, postId: ADMIN_POST_ID }).onConflictDoNothing();
  await tx
    .insert(sysNotice)
    .values(NOTICE_SEEDS.map((notice) => ({ ...notice, createBy: 'admin' })))
    .onConflictDoNothing();
}
