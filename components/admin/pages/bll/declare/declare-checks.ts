import type { DeclarationReview, TemplateInput } from '@/lib/api/declare-admin';
import { problemsFound, type FieldProblem } from '@/components/admin/list/field-problems';
import { DECLARE_STATUS } from '@/lib/member-rules';

/** A refused field as a message key of `admin.declareReview.rules` and its values. */
export type Problem = FieldProblem<'required' | 'tooLong' | 'commentRequired' | 'orderNum'>;

export const COMMENT_MAX = 500;
export const TEMPLATE_TITLE_MAX = 100;
export const ORDER_RANGE = { min: 0, max: 9999 } as const;

/** Returning a declaration needs a comment: the member reads it to know what to change. */
export function reviewProblems({ status, comment }: Pick<DeclarationReview, 'status' | 'comment'>): { comment?: Problem } {
  const text = comment.trim();
  if (status === DECLARE_STATUS.returned && !text) return { comment: { key: 'commentRequired' } };
  return text.length > COMMENT_MAX ? { comment: { key: 'tooLong', values: { limit: COMMENT_MAX } } } : {};
}

export type TemplateField = 'title' | 'fileName' | 'orderNum';

/** A template needs a title and an uploaded file; its place in the list is a whole number from 0 to 9999. */
export function templateProblems(values: TemplateInput): Partial<Record<TemplateField, Problem>> {
  const title = values.title.trim();
  const order = values.orderNum.trim();
  const found: Partial<Record<TemplateField, Problem | undefined>> = {
    title: !title ? { key: 'required' } : title.length > TEMPLATE_TITLE_MAX ? { key: 'tooLong', values: { limit: TEMPLATE_TITLE_MAX } } : undefined,
    fileName: values.fileName ? undefined : { key: 'required' },
    orderNum: order === '' || (/^\d+$/.test(order) && Number(order) <= ORDER_RANGE.max) ? undefined : { key: 'orderNum', values: { ...ORDER_RANGE } },
  };
  return problemsFound(found);
}

/** A file's name without its extension: the title a new template starts with. */
export function titleOfFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, TEMPLATE_TITLE_MAX);
}
