import { currentRequestId, formatLogLine, log, logMessage, outsideRequest, runWithRequestId } from './log';

const NOW = new Date('2026-03-01T08:00:00.000Z');

test('an entry is one JSON line with time, level, message and fields', () => {
  const line = formatLogLine('info', 'started', { port: 3000 }, NOW);
  expect(line).not.toContain('\n');
  expect(JSON.parse(line)).toEqual({ time: '2026-03-01T08:00:00.000Z', level: 'info', msg: 'started', port: 3000 });
});

test('the request id follows the request through awaits and timers', async () => {
  expect(currentRequestId()).toBeUndefined();
  await runWithRequestId('abc-1', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(currentRequestId()).toBe('abc-1');
    expect(JSON.parse(formatLogLine('warn', 'slow', {}, NOW)).requestId).toBe('abc-1');
    outsideRequest(() => expect(currentRequestId()).toBeUndefined());
  });
  expect(currentRequestId()).toBeUndefined();
});

test('secrets are never written, however deep', () => {
  const line = formatLogLine(
    'info',
    'x',
    {
      cookie: 'Admin-Token=abc',
      headers: { Authorization: 'Bearer t0k', 'set-cookie': ['a=b'] },
      accessToken: 't0k',
      user: { password: 'hunter2', name: 'admin' },
      smsCode: '123456',
      code: '654321',
      statusCode: 500,
    },
    NOW,
  );
  expect(line).not.toMatch(/abc|t0k|hunter2|123456|654321|a=b/);
  expect(JSON.parse(line)).toMatchObject({ user: { name: 'admin', password: '[redacted]' }, statusCode: 500 });
});

test('an error is written with its message and stack', () => {
  const entry = JSON.parse(formatLogLine('error', 'failed', { error: new Error('boom') }, NOW));
  expect(entry.error).toMatchObject({ name: 'Error', message: 'boom' });
  expect(entry.error.stack).toContain('boom');
});

test('a field that cannot be serialised keeps the message', () => {
  expect(JSON.parse(formatLogLine('info', 'x', { big: BigInt(1) }, NOW))).toMatchObject({ msg: 'x', unserialisableFields: true });
});

test('info goes to stdout, warnings and errors to stderr', () => {
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    log.info('a');
    log.warn('b');
    log.error('c');
    expect(out).toHaveBeenCalledTimes(1);
    expect(err).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(err.mock.calls[1][0])).level).toBe('error');
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
});

test("the backend's failures reach stderr at their level, so an alert on errors sees them", () => {
  const written: Record<string, string[]> = { stdout: [], stderr: [] };
  for (const name of ['stdout', 'stderr'] as const)
    jest.spyOn(process[name], 'write').mockImplementation((chunk) => (written[name].push(String(chunk)), true));
  try {
    logMessage('[api] POST /system/user failed: disk full', 'error');
    logMessage('[sms] a message is in the outbox');
  } finally {
    jest.restoreAllMocks();
  }
  expect(written.stderr.map((line) => JSON.parse(line))).toMatchObject([
    { level: 'error', msg: '[api] POST /system/user failed: disk full' },
  ]);
  expect(written.stdout.map((line) => JSON.parse(line))).toMatchObject([{ level: 'info', msg: '[sms] a message is in the outbox' }]);
});
