import type { ActivityInput } from '@/features/member/activity/client/api';
import { problemsFound, tooLongProblem, type FieldProblem } from '@/components/admin/list/field-problems';
import { wireTimeOfInput } from '@/lib/format/datetime-local';
import { ACTIVITY_CAPACITY_RANGE, ACTIVITY_FEE_PATTERN, ACTIVITY_LIMITS } from '@/lib/rules/member-rules';

/** A refused field as a message key of `admin.activity.rules` and its values. */
export type Problem = FieldProblem<'required' | 'tooLong' | 'capacity' | 'fee' | 'deadlineAfterStart' | 'endBeforeStart'>;

export type ActivityField = 'title' | 'titleEs' | 'place' | 'summary' | 'startTime' | 'deadline' | 'endTime' | 'capacity' | 'fee';

const WHOLE = /^\d+$/;

function textProblem(value: string, limit: number, required: boolean): Problem | undefined {
  return required && !value.trim() ? { key: 'required' } : tooLongProblem(value, limit);
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
      : !WHOLE.test(capacity) || Number(capacity) < ACTIVITY_CAPACITY_RANGE.min || Number(capacity) > ACTIVITY_CAPACITY_RANGE.max
        ? { key: 'capacity', values: { ...ACTIVITY_CAPACITY_RANGE } }
        : undefined,
    fee: ACTIVITY_FEE_PATTERN.test(values.fee.trim()) ? undefined : { key: 'fee' },
  };
  return problemsFound(found);
}
