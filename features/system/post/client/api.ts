import { post } from '@/features/system/post/contract';
import type { DataOf, RowOf } from '@/lib/contract/contract';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** The post calls (contract 5.5), typed by their contracts. */
export type Post = RowOf<typeof post.list>;
export type PostInput = RowInput<typeof post, 'postId'>;
export type PostOption = DataOf<typeof post.optionselect>[number];

export const getPost = (postId: number) => request(post.get, { path: { postId } }).then((answer) => answer.data);
export const postOptions = () => request(post.optionselect).then((answer) => answer.data);
export const postRows = rowCalls(post, 'postId');
