import { readyLine } from './ready-line';

const demo = { host: null, port: 3000, databaseUrl: null, dataDir: '/srv/portal/data', uploadDir: '/srv/portal/data/uploads' };

test("the demo's line: the address, the back office and the data folder, relative to the project", () => {
  expect(readyLine(demo, '/srv/portal')).toBe(
    'Portal ready: http://localhost:3000 · back office http://localhost:3000/index (user admin) · data in ./data',
  );
});

test('a chosen address and port, uploads elsewhere, and a data folder outside the project', () => {
  expect(readyLine({ ...demo, host: '127.0.0.1', port: 8000, dataDir: '/var/lib/portal', uploadDir: '/mnt/uploads' }, '/srv/portal')).toBe(
    'Portal ready: http://127.0.0.1:8000 · back office http://127.0.0.1:8000/index (user admin) · data in /var/lib/portal, uploads in /mnt/uploads',
  );
  expect(readyLine({ ...demo, host: '::1' }, '/srv/portal')).toMatch(/^Portal ready: http:\/\/\[::1\]:3000 /);
  expect(readyLine({ ...demo, host: '0.0.0.0' }, '/srv/portal')).toMatch(/^Portal ready: http:\/\/localhost:3000 /);
});

test('PostgreSQL is named by server and database, never with its password', () => {
  const line = readyLine({ ...demo, databaseUrl: 'postgres://portal:s3cret@db.example:5432/portal' }, '/srv/portal');
  expect(line).toMatch(/data in PostgreSQL db\.example:5432\/portal, uploads in \.\/data\/uploads$/);
  expect(line).not.toContain('s3cret');
});
