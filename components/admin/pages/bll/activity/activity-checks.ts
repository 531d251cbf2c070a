import type { ActivityInput } from '@/lib/api/activity-admin';
import { problemsFound, type FieldProblem } from '@/components/admin/list/field-problems';
import { wireTimeOfInput } from '@/lib/datetime-local';

/** A refused field as a message key of `admin.activity.rules` and its values. */
export type Problem = FieldProblem<'required' | 'tooLong' | 'capacity' | 'fee' | 'deadlineAfterStart' | 'endBeforeStart'>;

export type ActivityField = 'title' | 'titleEs' | 'place' | 'summary' | 'startTime' | 'deadline' | 'endTime' | 'capacity' | 'fee';

/** The form's limits, as the API checks them (docs/membership.md, activity form). */
export const ACTIVITY_LIMITS = { title: 200, titleEs: 300, place: 200, summary: 500 } as const;
export const CAPACITY_RANGE = { min: 1, max: 100_000 } as const;

/** A fee in yuan: digits with at most two decimals, below 10^8. */
const FEE = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function textProblem(value: string, limit: number, required: boolean): Problem | undefined {
  const text = value.trim();
  if (!text) return required ? { key: 'required' } : undefined;
  return text.length > limit ? { key: 'tooLong', values: { limit } } : undefined;
}

/**
 * The activity form's checks, the same the API makes: title, place, start and deadline
 * required; the deadline not after the start, the end not before it; a whole capacity of 1 to
 * 100000; a fee of at most two decimals. Times compare as text: they share one format.
 */
export function activityProblems(values: ActivityInput): Partial<Record<ActivityField, Problem>> {
  const startTime = wireTimeOfInput(values.startTime);
  const deadline = wireTimeOfInput(values.deadline);
  const endTime = wireTimeOfInput(values.endTime);
  const capacity = values.capacity.trim();
  const found: Partial<Record<ActivityField, Problem | undefined>> = {
    title: textProblem(values.title, ACTIVITY_LIMITS.title, true),
    titleEs: textProblem(values.titleEs, ACTIVITY_LIMITS.titleEs, false),
    place: textProblem(values.place, ACTIVITY_LIMITS.place, true),
    summary: textProblem(values.summary, ACTIVITY_LIMITS.summary, false),
    startTime: startTime ? undefined : { key: 'required' },
    deadline: !deadline ? { key: 'required' } : startTime && deadline > startTime ? { key: 'deadlineAfterStart' } : undefined,
    endTime: endTime && startTime && endTime < startTime ? { key: 'endBeforeStart' } : undefined,
    capacity: !capacity
      ? { key: 'required' }
      : !WHOLE.test(capacity) || Number(capacity) < CAPACITY_RANGE.min || Number(capacity) > CAPACITY_RANGE.max
        ? { key: 'capacity', values: { ...CAPACITY_RANGE } }
        : undefined,
    fee: FEE.test(values.fee.trim()) ? undefined : { key: 'fee' },
  };
  return problemsFound(found);
}
