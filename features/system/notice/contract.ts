import { z } from '@/lib/contract/zod';
import { answerRows, can, crudContracts, defineContracts, typeOf, type DataAnswer } from '@/lib/contract/contract';
import { choiceOf, textOf } from '@/lib/contract/fields';
import { NOTICE_LIMITS } from '@/lib/rules/system-rules';
import type { WireRow } from '@/lib/contract/wire';
import type { sysDept, sysUser } from '@/lib/backend/db/schema';
import type { sysNotice, sysNoticeRead } from '@/features/system/tables';

type NoticeRecord = typeof sysNotice.$inferSelect;

/** A notice as the contract sends it, with whether the caller has read it. */
export type NoticeWire = WireRow<NoticeRecord> & { isRead: boolean };

/** A notice as the bell lists it: no content, and whether the caller has read it. */
export type NoticeHeadline = WireRow<
  Pick<NoticeRecord, 'noticeId' | 'noticeTitle' | 'noticeType' | 'status' | 'createBy' | 'createTime'>
> & {
  isRead: boolean;
};

/** A user who has read a notice, as 阅读用户 lists them. */
export type NoticeReader = WireRow<
  Pick<typeof sysUser.$inferSelect, 'userId' | 'userName' | 'nickName' | 'phonenumber'> & {
    deptName: (typeof sysDept.$inferSelect)['deptName'] | null;
    readTime: (typeof sysNoticeRead.$inferSelect)['readTime'];
  }
>;

/** Notice types (dict sys_notice_type): 1 通知, 2 公告. */
export const NOTICE_TYPES = ['1', '2'] as const;

/**
 * The notice form of `POST`/`PUT /system/notice` (contract 5.9), with the reference's title
 * messages. The content is the editor's HTML; the server cleans it by the article allow-list.
 */
export const noticeSchema = z.object({
  noticeTitle: textOf('公告标题', NOTICE_LIMITS.noticeTitle, { tooLong: `公告标题不能超过${NOTICE_LIMITS.noticeTitle}个字符` }),
  noticeType: choiceOf(NOTICE_TYPES, undefined, '公告类型只能是1（通知）或2（公告）', '公告类型不能为空'),
  noticeContent: z.preprocess((value) => (value === undefined || value === null ? '' : value), z.string({ error: '公告内容格式不正确' })),
  status: choiceOf(['0', '1'], '0', '公告状态只能是0（正常）或1（关闭）'),
});

export const notice = defineContracts(
  { title: '通知公告' },
  {
    // list: notices, paged, by title and creator (contain) and type, newest first; isRead for the caller
    // get: one notice of any status, with its content; isRead for the caller
    // add: a new notice by the caller; `data` is its noticeId
    // edit: changes a notice named by noticeId
    // remove: comma-joined ids, all or none, with everyone's read marks of them
    ...crudContracts('/system/notice', 'noticeId', 'system:notice', { row: typeOf<NoticeWire>(), input: noticeSchema }),
    // GET /system/notice/listTop – the header bell: the newest five open notices without content, isRead for the caller, and how many of them are unread
    listTop: {
      method: 'GET',
      path: '/system/notice/listTop',
      access: 'user',
      answer: typeOf<DataAnswer<NoticeHeadline[]> & { unreadCount: number }>(),
    },
    // GET /system/notice/readUsers/list?noticeId=1&searchValue= – who has read the notice (login or user name contains), latest first, within the caller's data scope
    readUsers: {
      method: 'GET',
      path: '/system/notice/readUsers/list',
      access: can('system:notice:list'),
      answer: answerRows<NoticeReader>(),
    },
    // POST /system/notice/markRead?noticeId=1 – the caller has read one notice; again is no change
    markRead: { method: 'POST', path: '/system/notice/markRead', access: 'user' },
    // POST /system/notice/markReadAll?ids=1,2 – the caller has read these notices; again is no change
    markReadAll: { method: 'POST', path: '/system/notice/markReadAll', access: 'user' },
  },
);
