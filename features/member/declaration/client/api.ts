import { declaration, declarationTemplate } from '@/features/member/declaration/contract';
import type { DataOf, InputOf, RowOf } from '@/lib/contract/contract';
import type { Filters } from '@/lib/http/list';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/**
 * The reviewers' declaration calls and the templates of the member download page (contract
 * 10.6, docs/membership.md, permissions bll:declare:*), typed by their contracts.
 */

/**
 * A declaration as reviewers see it, with its attachments: the list's rows leave out
 * `description` and `member` (the member's account), which the detail has.
 */
export type ReviewedDeclaration = RowOf<typeof declaration.list> & Partial<Pick<DataOf<typeof declaration.get>, 'description' | 'member'>>;

/** `2` accepted, `3` returned (with a comment the member sees). */
export type DeclarationReview = InputOf<typeof declaration.review>;

export type DeclarationTemplate = RowOf<typeof declarationTemplate.list>;
export type TemplateInput = RowInput<typeof declarationTemplate, 'id'>;

export const listDeclarationsForReview = (params: Filters) => request(declaration.list, { params });
export const getDeclarationForReview = (id: number) => request(declaration.get, { path: { id } }).then((answer) => answer.data);
export const reviewDeclaration = (data: DeclarationReview) => request(declaration.review, { data, silent: true });
export const DECLARATION_EXPORT_PATH = declaration.export.path;
export const templateRows = rowCalls(declarationTemplate, 'id');
