import { notice } from '@/features/system/notice/contract';
import type { DataOf, RowOf } from '@/lib/contract/contract';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import type { Filters } from '@/lib/http/list';
import { request } from '@/lib/http/request';

/** The notice calls (contract 5.9), typed by their contracts. */
export type Notice = RowOf<typeof notice.list>;
export type NoticeInput = RowInput<typeof notice, 'noticeId'>;
export type TopNotice = DataOf<typeof notice.listTop>[number];
export type NoticeReader = RowOf<typeof notice.readUsers>;

export const getNotice = (noticeId: number) => request(notice.get, { path: { noticeId } }).then((answer) => answer.data);
export const noticeRows = rowCalls(notice, 'noticeId');
export const listReadUsers = (params: Filters) => request(notice.readUsers, { params });

/** The header bell's notices; quiet, so a page never shows a toast for the bell. */
export const topNotices = () => request(notice.listTop, { silent: true });
export const markNoticeRead = (noticeId: number) => request(notice.markRead, { params: { noticeId } });
export const markNoticesRead = (noticeIds: number[]) => request(notice.markReadAll, { params: { ids: noticeIds.join(',') } });
