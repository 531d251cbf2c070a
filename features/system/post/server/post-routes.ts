import { post } from '@/features/system/post/contract';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { okData } from '@/lib/backend/http/envelope';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { addPost, editPost, getPost, postList, postOptions, removePosts, type PostRow } from './post-admin-service';

/** The reference's export columns (`SysPost`'s `@Excel`): sheet 岗位数据. */
const exportColumns: ExportColumn<PostRow>[] = [
  { header: '岗位序号', value: (row) => row.postId },
  { header: '岗位编码', value: (row) => row.postCode, width: 20 },
  { header: '岗位名称', value: (row) => row.postName, width: 20 },
  { header: '岗位排序', value: (row) => row.postSort },
  { header: '状态', value: (row) => (row.status === '0' ? '正常' : '停用') },
];

/** Post management (contract 5.5). */
export const postRoutes: Route[] = [
  listRoute(post.list, postList),
  listExportRoute(post.export, '岗位数据', exportColumns, postList),
  { contract: post.optionselect, handler: async (ctx) => okData(await postOptions(ctx.deps.db)) },
  getRoute(post.get, 'postId', getPost),
  addRoute(post.add, addPost),
  editRoute(post.edit, 'postId', editPost),
  removeRoute(post.remove, 'postIds', removePosts),
];
