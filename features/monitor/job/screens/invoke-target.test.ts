import type { JobTask } from '@/features/monitor/job/client/api';
import { CLEAN_ORPHAN_UPLOADS as uploads } from '@/tests/support/job-tasks';
import { formatTarget, paramProblems, parseTarget, startValues } from './invoke-target';

const sessions: JobTask = {
  name: 'portalTask.purgeExpiredSessions',
  title: '清理过期会话',
  example: 'portalTask.purgeExpiredSessions',
  params: [],
};
const typed: JobTask = {
  name: 'portalTask.typed',
  title: 'typed',
  example: "portalTask.typed('a', 2L, 1.5D)",
  params: [
    { name: 'text', type: 'String', label: '文本', min: null, max: null, defaultValue: null },
    { name: 'count', type: 'Long', label: '数量', min: 0, max: null, defaultValue: null },
    { name: 'ratio', type: 'Double', label: '比例', min: null, max: 2, defaultValue: null },
  ],
};
const tasks = [uploads, sessions, typed];

test('a new choice starts from the defaults, a Boolean from false', () => {
  expect(startValues(uploads)).toEqual({ hours: '', dryRun: 'false' });
});

test('targets are written in the grammar of contract 5.10', () => {
  expect(formatTarget({ task: uploads, values: { hours: ' 24 ', dryRun: 'true' } })).toBe('portalTask.cleanOrphanUploads(24, true)');
  expect(formatTarget({ task: sessions, values: {} })).toBe('portalTask.purgeExpiredSessions');
  expect(formatTarget({ task: typed, values: { text: "it's, ok", count: '2', ratio: '1.5' } })).toBe(
    `portalTask.typed("it's, ok", 2L, 1.5D)`,
  );
  expect(formatTarget({ task: typed, values: { text: 'a', count: '2', ratio: '1' } })).toBe("portalTask.typed('a', 2L, 1D)");
});

test('a trailing optional parameter left empty is left out', () => {
  expect(formatTarget({ task: uploads, values: { hours: '24', dryRun: '' } })).toBe('portalTask.cleanOrphanUploads(24)');
});

test('a stored target reads back into its task and parameter texts', () => {
  expect(parseTarget('portalTask.cleanOrphanUploads(48, true)', tasks)).toEqual({ task: uploads, values: { hours: '48', dryRun: 'true' } });
  expect(parseTarget('portalTask.cleanOrphanUploads(48)', tasks)).toEqual({ task: uploads, values: { hours: '48', dryRun: 'false' } });
  expect(parseTarget(' portalTask.purgeExpiredSessions ', tasks)).toEqual({ task: sessions, values: {} });
  expect(parseTarget(`portalTask.typed("it's, ok", 2L, 1.5D)`, tasks)).toEqual({
    task: typed,
    values: { text: "it's, ok", count: '2', ratio: '1.5' },
  });
});

test('a target outside the registry or the grammar reads as no choice', () => {
  expect(parseTarget("ryTask.ryParams('ry')", tasks)).toBeNull();
  expect(parseTarget('portalTask.cleanOrphanUploads(24', tasks)).toBeNull();
  expect(parseTarget('portalTask.cleanOrphanUploads(1, true, 3)', tasks)).toBeNull();
});

test('reading a target back and writing it again gives the same target', () => {
  for (const target of ['portalTask.cleanOrphanUploads(24, false)', "portalTask.typed('x y', 10L, 0.25D)"]) {
    expect(formatTarget(parseTarget(target, tasks)!)).toBe(target);
  }
});

test('each parameter is checked against its type and bounds', () => {
  expect(paramProblems({ task: uploads, values: { hours: '', dryRun: 'false' } })).toEqual({ hours: { key: 'required' } });
  expect(paramProblems({ task: uploads, values: { hours: '1.5', dryRun: 'false' } })).toEqual({ hours: { key: 'integer' } });
  expect(paramProblems({ task: uploads, values: { hours: '9000', dryRun: 'false' } })).toEqual({
    hours: { key: 'range', values: { min: 1, max: 8760 } },
  });
  expect(paramProblems({ task: uploads, values: { hours: '24', dryRun: '' } })).toEqual({});
  expect(paramProblems({ task: typed, values: { text: `a'"b`, count: '-1', ratio: 'x' } })).toEqual({
    text: { key: 'quotes' },
    count: { key: 'atLeast', values: { min: 0 } },
    ratio: { key: 'number' },
  });
  expect(paramProblems({ task: typed, values: { text: 'a', count: '1', ratio: '3' } })).toEqual({
    ratio: { key: 'atMost', values: { max: 2 } },
  });
});

test('an empty optional parameter before a given one is required: arguments are positional', () => {
  const twoOptional: JobTask = {
    ...uploads,
    params: [
      { name: 'a', type: 'Integer', label: 'a', min: null, max: null, defaultValue: 1 },
      { name: 'b', type: 'Integer', label: 'b', min: null, max: null, defaultValue: 2 },
    ],
  };
  expect(paramProblems({ task: twoOptional, values: { a: '', b: '5' } })).toEqual({ a: { key: 'required' } });
  expect(formatTarget({ task: twoOptional, values: { a: '', b: '' } })).toBe('portalTask.cleanOrphanUploads');
});
