import { declaration, declarationTemplate } from '@/features/member/declaration/contract';
import { rowCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { Declaration } from '@/features/member/client/api';

/**
 * The reviewers' declaration calls and the templates of the member download page (contract
 * 10.6, docs/membership.md, permissions bll:declare:*).
 */

/** A declaration as reviewers see it; the list's rows leave out `description`. */
export type ReviewedDeclaration = Declaration & {
  reviewBy: string;
  reviewTime: string | null;
  /** Only in the detail: the member's account. */
  member?: { userId: number; userName: string; nickName: string } | null;
};

export interface DeclarationReview {
  id: number;
  /** `2` accepted, `3` returned (with a comment the member sees). */
  status: '2' | '3';
  comment: string;
}

export interface DeclarationTemplate {
  id: number;
  title: string;
  fileName: string;
  /** Null when the stored file is gone. */
  originalFilename: string | null;
  size: number | null;
  orderNum: number;
  status: string;
  createTime: string;
}

export interface TemplateInput {
  id?: number;
  title: string;
  fileName: string;
  orderNum: string;
  status: string;
}

export const listDeclarationsForReview = (params: Filters) =>
  request<Envelope & ListAnswer<ReviewedDeclaration>>(declaration.list, { params });
export const getDeclarationForReview = (id: number) =>
  request<Envelope & { data: ReviewedDeclaration }>(declaration.get, { path: { id } }).then((answer) => answer.data);
export const reviewDeclaration = (data: DeclarationReview) => request(declaration.review, { data, silent: true });
export const DECLARATION_EXPORT_PATH = declaration.export.path;
export const templateRows = rowCalls<DeclarationTemplate, TemplateInput>(declarationTemplate, 'id');
