import type { DeclarationReview, TemplateInput } from '@/features/member/declaration/client/api';
import { problemsFound, tooLongProblem, type FieldProblem } from '@/components/admin/list/field-problems';
import { DECLARATION_STATUS, REVIEW_COMMENT_MAX, TEMPLATE_ORDER_RANGE, TEMPLATE_TITLE_MAX } from '@/lib/rules/member-rules';

/** A refused field as a message key of `admin.declareReview.rules` (or `.template.rules`) and its values. */
export type Problem = FieldProblem<'required' | 'tooLong' | 'commentRequired' | 'orderNum'>;

/** Returning a declaration needs a comment: the member reads it to know what to change. */
export function reviewProblems({ status, comment }: Pick<DeclarationReview, 'status' | 'comment'>): { comment?: Problem } {
  if (status === DECLARATION_STATUS.returned && !comment.trim()) return { comment: { key: 'commentRequired' } };
  return problemsFound({ comment: tooLongProblem(comment, REVIEW_COMMENT_MAX) });
}

export type TemplateField = 'title' | 'fileName' | 'orderNum';

/** A template needs a title and an uploaded file; its place in the list is a whole number from 0 to 9999. */
export function templateProblems(values: TemplateInput): Partial<Record<TemplateField, Problem>> {
  const title = values.title.trim();
  const order = values.orderNum.trim();
  const found: Partial<Record<TemplateField, Problem | undefined>> = {
    title: !title ? { key: 'required' } : tooLongProblem(title, TEMPLATE_TITLE_MAX),
    fileName: values.fileName ? undefined : { key: 'required' },
    orderNum:
      order === '' || (/^\d+$/.test(order) && Number(order) <= TEMPLATE_ORDER_RANGE.max)
        ? undefined
        : { key: 'orderNum', values: { ...TEMPLATE_ORDER_RANGE } },
  };
  return problemsFound(found);
}

/** A file's name without its extension: the title a new template starts with. */
export function titleOfFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, TEMPLATE_TITLE_MAX);
}
