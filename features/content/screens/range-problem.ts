import type { FieldProblem } from '@/components/admin/list/field-problems';

const OUT_OF_RANGE = new Set(['notInteger', 'tooSmall', 'tooLarge']);

/**
 * A number field's problem as the content forms word it: one message for any value outside
 * 0 to `max`, whole or not (`key`, naming `max`); its other problems (`required`) as they are.
 */
export function rangeProblem(found: FieldProblem | undefined, key: string, max: number): FieldProblem | undefined {
  return found && OUT_OF_RANGE.has(found.key) ? { key, values: { max }, message: found.message } : found;
}
