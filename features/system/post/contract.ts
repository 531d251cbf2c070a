import { z } from '@/lib/contract/zod';
import { answerData, crudContracts, defineContracts, exportContract, typeOf } from '@/lib/contract/contract';
import { choiceOf, displayOrder, textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import { POST_LIMITS } from '@/lib/rules/system-rules';
import type { sysPost } from '@/features/system/tables';

/** A post as the contract sends it; `flag` (whether a user holds it) is the reference's, always false in a list. */
export type PostWire = WireRow<typeof sysPost.$inferSelect> & { flag: boolean };

/** The post form of `POST`/`PUT /system/post` (contract 5.5): code and name required and unique, an order. */
export const postSchema = z.object({
  postCode: textOf('岗位编码', POST_LIMITS.postCode),
  postName: textOf('岗位名称', POST_LIMITS.postName),
  postSort: displayOrder(),
  status: choiceOf(['0', '1'], '0', '岗位状态只能是0或1'),
  remark: textOf('备注', POST_LIMITS.remark, { optional: true }),
});

export const post = defineContracts(
  { title: '岗位管理' },
  {
    // list: posts, paged, by code and name (contain) and status, in their order
    // get: one post
    // add: a new post (unique name, then unique code); `data` is its postId
    // edit: changes a post named by postId (the same checks, itself excepted)
    // remove: comma-joined ids, all or none; a post someone holds is refused
    ...crudContracts('/system/post', 'postId', 'system:post', { row: typeOf<PostWire>(), input: postSchema }),
    // GET /system/post/export – the older flow: a temporary 岗位数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/post/export', 'system:post:export'),
    // GET /system/post/optionselect – every post, for any signed-in screen's post picker
    optionselect: { method: 'GET', path: '/system/post/optionselect', access: 'user', answer: answerData<PostWire[]>() },
  },
);
