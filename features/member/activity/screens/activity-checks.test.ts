import type { FieldProblems } from '@/components/admin/list/field-problems';
import { activityProblems as problemsOf, inputOf, type ActivityFormValues } from './activity-checks';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const activityProblems = (values: ActivityFormValues) => keysOf(problemsOf(values));

const valid: ActivityFormValues = {
  title: '混音与母带实务高级研修班',
  titleEs: '',
  activityType: '1',
  articleId: null,
  startTime: '2026-12-14T09:00',
  endTime: '2026-12-18T17:00',
  deadline: '2026-11-30T23:59:59',
  place: '协会培训中心',
  placeEs: '',
  capacity: '24',
  fee: '4800.00',
  memberFee: '',
  summary: '',
  status: '0',
};

test('a complete activity passes', () => {
  expect(activityProblems(valid)).toEqual({});
  expect(activityProblems({ ...valid, endTime: '', fee: '0' })).toEqual({});
});

test('title, place, start, deadline and capacity are required', () => {
  expect(activityProblems({ ...valid, title: ' ', place: '', startTime: '', deadline: '', capacity: '' })).toEqual({
    title: { key: 'required' },
    place: { key: 'required' },
    startTime: { key: 'required' },
    deadline: { key: 'required' },
    capacity: { key: 'required' },
  });
});

test('the deadline may not fall after the start, nor the end before it', () => {
  expect(activityProblems({ ...valid, deadline: '2026-12-14T09:00:01' })).toEqual({ deadline: { key: 'deadlineAfterStart' } });
  expect(activityProblems({ ...valid, deadline: '2026-12-14T09:00' })).toEqual({});
  expect(activityProblems({ ...valid, endTime: '2026-12-14T08:59' })).toEqual({ endTime: { key: 'endBeforeStart' } });
});

test('capacity is a whole number from 1 to 100000', () => {
  for (const capacity of ['0', '1.5', '-3', '100001', 'abc'])
    expect(activityProblems({ ...valid, capacity }).capacity).toEqual({ key: 'capacity', values: { min: 1, max: 100000 } });
  expect(activityProblems({ ...valid, capacity: '100000' })).toEqual({});
});

test('the fee has at most two decimals and is never negative', () => {
  for (const fee of ['', '-1', '1.234', '01', 'abc', '123456789']) expect(activityProblems({ ...valid, fee }).fee).toEqual({ key: 'fee' });
  expect(activityProblems({ ...valid, fee: '12.5' })).toEqual({});
});

test('the member fee may be left empty; given, it is an amount like the fee and not above it', () => {
  expect(activityProblems({ ...valid, memberFee: '3800' })).toEqual({});
  expect(activityProblems({ ...valid, memberFee: '4800.00' })).toEqual({});
  expect(activityProblems({ ...valid, memberFee: '4800.01' })).toEqual({ memberFee: { key: 'memberFeeAboveFee' } });
  for (const memberFee of ['-1', '1.234', 'abc']) expect(activityProblems({ ...valid, memberFee }).memberFee).toEqual({ key: 'fee' });
  // A fee that is itself wrong is the fee's problem only.
  expect(activityProblems({ ...valid, fee: 'abc', memberFee: '10' })).toEqual({ fee: { key: 'fee' } });
});

test('texts past their limits are refused', () => {
  expect(activityProblems({ ...valid, title: 'x'.repeat(201), summary: 'y'.repeat(501), placeEs: 'z'.repeat(301) })).toEqual({
    title: { key: 'tooLong', values: { limit: 200 } },
    placeEs: { key: 'tooLong', values: { limit: 300 } },
    summary: { key: 'tooLong', values: { limit: 500 } },
  });
});

test('a save sends the values as the API parses them: times in the contract’s format, the capacity as a number', () => {
  expect(inputOf({ ...valid, id: 7, title: ' 研修班 ', capacity: ' 24 ' })).toEqual({
    id: 7,
    title: '研修班',
    titleEs: '',
    activityType: '1',
    articleId: null,
    startTime: '2026-12-14 09:00:00',
    endTime: '2026-12-18 17:00:00',
    deadline: '2026-11-30 23:59:59',
    place: '协会培训中心',
    placeEs: '',
    capacity: 24,
    fee: '4800.00',
    memberFee: null,
    summary: '',
    status: '0',
  });
  expect(inputOf({ ...valid, endTime: '' }).endTime).toBeNull();
  expect(inputOf({ ...valid, memberFee: ' 3800 ' }).memberFee).toBe('3800');
});
