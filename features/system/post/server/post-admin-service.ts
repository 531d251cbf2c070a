import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '@/lib/backend/db/client';
import { isUniqueViolation } from '@/lib/backend/db/errors';
import { sysPost, sysUserPost } from '@/features/system/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { contains, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import type { postSchema, PostWire } from '../contract';

export const POST_NOT_FOUND_MSG = '岗位不存在';

export type PostRow = typeof sysPost.$inferSelect;
export type PostInput = z.output<typeof postSchema>;

export const postWire = (row: PostRow): PostWire => ({ ...wireRow(row), flag: false });

/** `GET /system/post/list` and its export (contract 5.5): code and name contain, status equals; by order. */
export const postList = tableList(sysPost, {
  filters: [contains('postCode', sysPost.postCode), equals('status', sysPost.status, 1), contains('postName', sysPost.postName)],
  sortable: ['postId', 'postCode', 'postName', 'postSort', 'status', 'createTime'],
  order: [asc(sysPost.postSort), asc(sysPost.postId)],
  wire: (rows) => rows.map(postWire),
});

/** `GET /system/post/optionselect`: every post, in order, for a picker. */
export async function postOptions(db: Executor) {
  return (await db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId))).map(postWire);
}

/** `GET /system/post/{postId}`. */
export async function getPost(db: Executor, postId: number) {
  const [row] = await db.select().from(sysPost).where(eq(sysPost.postId, postId));
  if (!row) throw new ServiceError(POST_NOT_FOUND_MSG);
  return postWire(row);
}

/**
 * Refuses a name or code another post has, name first, with the reference's messages; the
 * database's unique indexes settle a race between two saves with the same messages.
 */
async function withUniqueNames<T>(
  db: Executor,
  input: PostInput,
  exceptId: number | null,
  action: '新增' | '修改',
  write: () => Promise<T>,
) {
  const clash = or(eq(sysPost.postName, input.postName), eq(sysPost.postCode, input.postCode));
  const rows = await db
    .select({ postName: sysPost.postName, postCode: sysPost.postCode })
    .from(sysPost)
    .where(exceptId === null ? clash : and(clash, ne(sysPost.postId, exceptId)));
  const nameTaken = `${action}岗位'${input.postName}'失败，岗位名称已存在`;
  const codeTaken = `${action}岗位'${input.postName}'失败，岗位编码已存在`;
  if (rows.some((row) => row.postName === input.postName)) throw new ServiceError(nameTaken);
  if (rows.length > 0) throw new ServiceError(codeTaken);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'sys_post_post_name_uq')) throw new ServiceError(nameTaken);
    if (isUniqueViolation(error)) throw new ServiceError(codeTaken);
    throw error;
  }
}

/** `POST /system/post`: a new post; answers its id. */
export async function addPost(db: Executor, user: LoginUser, input: PostInput): Promise<number> {
  return withUniqueNames(db, input, null, '新增', async () => {
    const [row] = await db
      .insert(sysPost)
      .values({ ...input, createBy: user.userName })
      .returning({ postId: sysPost.postId });
    return row.postId;
  });
}

/** `PUT /system/post`: changes a post. */
export async function editPost(db: Executor, user: LoginUser, postId: number, input: PostInput): Promise<void> {
  await withUniqueNames(db, input, postId, '修改', async () => {
    const updated = await db
      .update(sysPost)
      .set({ ...input, updateBy: user.userName, updateTime: new Date() })
      .where(eq(sysPost.postId, postId))
      .returning({ postId: sysPost.postId });
    if (updated.length === 0) throw new ServiceError(POST_NOT_FOUND_MSG);
  });
}

/**
 * `DELETE /system/post/{postIds}`: all named posts or none. A post someone holds is refused with
 * the reference's message (`<postName>已分配,不能删除`); the posts are locked first, so nobody is
 * given one between the check and the delete.
 */
export async function removePosts(db: Database, postIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ postId: sysPost.postId, postName: sysPost.postName })
      .from(sysPost)
      .where(inArray(sysPost.postId, postIds))
      .for('update');
    if (rows.length !== new Set(postIds).size) throw new ServiceError(POST_NOT_FOUND_MSG);
    const held = await tx.selectDistinct({ postId: sysUserPost.postId }).from(sysUserPost).where(inArray(sysUserPost.postId, postIds));
    const first = postIds.map((id) => rows.find((row) => row.postId === id)!).find((row) => held.some((h) => h.postId === row.postId));
    if (first) throw new ServiceError(`${first.postName}已分配,不能删除`);
    await tx.delete(sysPost).where(inArray(sysPost.postId, postIds));
  });
}
