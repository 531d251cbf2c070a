import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysPost, sysUserPost } from '@/features/system/tables';
import { ServiceError } from '@/lib/backend/http/errors';
import { POST_NOT_FOUND_MSG } from './post-admin-service';

/** The posts a user holds, in the posts' order. */
async function heldPosts(db: Executor, userId: number) {
  return db
    .select({ postId: sysPost.postId, postName: sysPost.postName })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(eq(sysUserPost.userId, userId))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId));
}

/** The ids of the posts a user holds: the user form's `postIds`. */
export const postIdsOf = async (db: Executor, userId: number) => (await heldPosts(db, userId)).map((post) => post.postId);

/** The names of the posts a user holds, comma-joined: the profile's `postGroup`. */
export const postGroupOf = async (db: Executor, userId: number) => (await heldPosts(db, userId)).map((post) => post.postName).join(',');

/** Gives a user exactly `postIds` (inside the caller's transaction); an unknown post is refused and nothing changes. */
export async function replaceUserPosts(tx: Executor, userId: number, postIds: number[]): Promise<void> {
  if (postIds.length > 0) {
    const found = await tx.select({ postId: sysPost.postId }).from(sysPost).where(inArray(sysPost.postId, postIds));
    if (found.length !== postIds.length) throw new ServiceError(POST_NOT_FOUND_MSG);
  }
  await tx.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  if (postIds.length > 0) await tx.insert(sysUserPost).values(postIds.map((postId) => ({ userId, postId })));
}

/** Ends the posts of users who are deleted. */
export async function removeUserPosts(tx: Executor, userIds: number[]): Promise<void> {
  await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
}
