import type { TemplateInput } from '@/features/member/declaration/client/api';
import { reviewSchema, templateSchema } from '@/features/member/declaration/contract';
import { schemaProblems, type FieldProblem, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import { DECLARATION_STATUS, TEMPLATE_ORDER_RANGE, TEMPLATE_TITLE_MAX } from '@/lib/rules/member-rules';

/** The review dialog's values: the decision and the comment as typed. */
export interface ReviewValues {
  status: string;
  comment: string;
}

/**
 * The review's checks, as message keys of `admin.declareReview.rules`: the contract's schema
 * (a comment of at most 500 characters), and a returned declaration needs a comment, which the
 * API refuses in its service: the member reads it to know what to change.
 */
export function reviewProblems({ status, comment }: ReviewValues): FieldProblems<string> {
  if (status === DECLARATION_STATUS.returned && !comment.trim()) return { comment: { key: 'commentRequired' } };
  const { comment: found } = schemaProblems(reviewSchema.pick({ comment: true }), { comment });
  return found ? { comment: found } : {};
}

/** The template form's state: text as typed. */
export type TemplateValues = FormValues<TemplateInput, 'id'>;

const OUT_OF_RANGE = new Set(['notInteger', 'tooSmall', 'tooLarge']);
const WHOLE = /^\d+$/;

/**
 * A template needs a title and an uploaded file (the contract's schema, keys of
 * `admin.declareReview.template.rules`). Its place in the list is empty (0) or a whole number
 * from 0 to 9999, as typed: one message for any other, and stricter than the API, which takes
 * `1e3` or `0x10` for numbers.
 */
export function templateProblems(values: TemplateValues): FieldProblems<string> {
  const { orderNum, ...found } = schemaProblems(templateSchema, values);
  const order = values.orderNum.trim();
  const range: FieldProblem = { key: 'orderNum', values: { ...TEMPLATE_ORDER_RANGE } };
  const orderProblem = order !== '' && !WHOLE.test(order) ? range : orderNum && OUT_OF_RANGE.has(orderNum.key) ? range : orderNum;
  return { ...found, ...(orderProblem && { orderNum: orderProblem }) };
}

/** A file's name without its extension: the title a new template starts with. */
export function titleOfFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, TEMPLATE_TITLE_MAX);
}
