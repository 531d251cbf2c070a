import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysPost, sysUserPost } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { POST_NOT_FOUND_MSG } from './post-admin-service';

/** The ids of the posts a user holds, in the posts' order. */
export async function postIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: sysPost.postId })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(eq(sysUserPost.userId, userId))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId));
  return rows.map((row) => row.postId);
}

/** The names of the posts a user holds, comma-joined: the profile's `postGroup`. */
export async function postGroupOf(db: Executor, userId: number): Promise<string> {
  const rows = await db
    .select({ postName: sysPost.postName })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(eq(sysUserPost.userId, userId))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId));
  return rows.map((row) => row.postName).join(',');
}

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
