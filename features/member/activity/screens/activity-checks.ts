import type { ActivityInput } from '@/features/member/activity/client/api';
import { activitySchema } from '@/features/member/activity/contract';
import { parsedBy, schemaProblems, type FieldProblem, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import { wireTimeOfInput } from '@/lib/format/datetime-local';
import { ACTIVITY_CAPACITY_RANGE } from '@/lib/rules/member-rules';

/** The activity form's state: text as typed, times as `datetime-local` fields hold them, the article as the picker gives it. */
export type ActivityFormValues = Omit<FormValues<ActivityInput, 'id'>, 'articleId'> & { articleId: number | null };

/** The form's values as the API reads them: the times as the contract writes them. */
function wireValuesOf(values: ActivityFormValues): ActivityFormValues {
  return {
    ...values,
    startTime: wireTimeOfInput(values.startTime),
    endTime: wireTimeOfInput(values.endTime),
    deadline: wireTimeOfInput(values.deadline),
  };
}

const OUT_OF_RANGE = new Set(['notInteger', 'tooSmall', 'tooLarge']);
const WHOLE = /^\d+$/;

/** The capacity's own rules, stricter than the API's, which reads an empty one as 0 and takes `1e3` or `0x10` for numbers. */
function capacityProblem(capacity: string, found: FieldProblem | undefined): FieldProblem | undefined {
  const range = { key: 'capacity', values: { ...ACTIVITY_CAPACITY_RANGE } };
  if (!capacity.trim()) return { key: 'required' };
  if (!WHOLE.test(capacity.trim())) return range;
  return found && OUT_OF_RANGE.has(found.key) ? { ...range, message: found.message } : found;
}

/**
 * The activity form's checks: the contract's schema, the one the API parses with (title, place,
 * start and deadline required; the deadline not after the start, the end not before it; a
 * capacity of 1 to 100000; a fee of at most two decimals, and a member fee, when given, likewise
 * and not above the fee), as message keys of
 * `admin.activity.rules`. The capacity is one message for any number out of its range, and a
 * whole number as typed.
 */
export function activityProblems(values: ActivityFormValues): FieldProblems<string> {
  const found = schemaProblems(activitySchema, wireValuesOf(values));
  const { capacity, ...others } = found;
  const capacityFound = capacityProblem(values.capacity, capacity);
  return { ...others, ...(capacityFound && { capacity: capacityFound }) };
}

/** What a save sends: the values as the schema parses them, with the id of an edit. */
export const inputOf = (values: ActivityFormValues): ActivityInput => parsedBy(activitySchema, wireValuesOf(values));
