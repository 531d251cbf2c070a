/**
 * The one setup of the API suites and the checks they share. A suite names the accounts it needs;
 * `featureSuite` starts a harness for the test file, signs the administrator in, makes the
 * accounts and hands them over before the first test. The checks take tables of calls, so a test
 * states which calls and which answer, not how each is made.
 */
import { startHarness, type ApiAnswer, type CookieJar, type Harness } from './api-harness';
import { FORBIDDEN, XLSX } from './answers';
import { administrator, registeredUser, type Person } from './member-helpers';
import { newRole, staffMember } from './role-helpers';
import { staffUser, type Staff, type StaffOptions } from './staff';
import { readXlsxRows } from './xlsx';

export type Call = Person['call'];

/** Whoever makes calls: a member or staff member, or the administrator's call itself. */
export type Caller = { call: Call } | Call;

export const callOf = (who: Caller): Call => (typeof who === 'function' ? who : who.call);

/** A call of a table: method, path and, for writes, the body. */
export type Endpoint = readonly [method: string, path: string, body?: unknown];

/** A user of a department holding one new role, added through the API like an administrator adds it. */
export interface RoleHolderSpec {
  deptId: number | null;
  /** The role form's fields (role-helpers' roleForm fills in the rest). */
  role: Record<string, unknown>;
}

export type RoleHolder = Person & { roleId: number };

export interface SuiteSpec<P extends string, S extends string, H extends string> {
  /** Registered users, as self-registration makes them. */
  people?: readonly P[];
  /** Staff members by name: their permissions, or the whole of staffUser's options. */
  staff?: Record<S, readonly string[] | StaffOptions>;
  /** Users holding a role of their own made of menus, for the checks that go through role menus. */
  holders?: Record<H, RoleHolderSpec>;
  /**
   * The administrator signs in with a browser of their own, so the harness browser stays
   * anonymous for the suites that read the public API through it.
   */
  ownAdminBrowser?: boolean;
  captchaEnabled?: boolean;
}

export type Suite<P extends string, S extends string, H extends string> = {
  api: Harness;
  admin: Call;
} & Record<P, Person> &
  Record<S, Staff> &
  Record<H, RoleHolder>;

/**
 * Registers the file's beforeAll/afterAll: one harness, the administrator and the named accounts,
 * handed to `ready` (which also does what else the suite sets up) before the first test.
 */
export function featureSuite<P extends string = never, S extends string = never, H extends string = never>(
  spec: SuiteSpec<P, S, H>,
  ready: (suite: Suite<P, S, H>) => void | Promise<void>,
): void {
  let api: Harness | undefined;
  beforeAll(async () => {
    api = await startHarness({ captchaEnabled: spec.captchaEnabled });
    const harness = api;
    let admin: Call;
    if (spec.ownAdminBrowser) admin = await administrator(harness);
    else {
      await harness.loginAsAdmin();
      admin = (method, path, body) => harness.call(method, path, { body });
    }
    const accounts: Record<string, Person | Staff | RoleHolder> = {};
    for (const name of spec.people ?? []) accounts[name] = await registeredUser(harness);
    for (const [name, perms] of Object.entries<readonly string[] | StaffOptions>(spec.staff ?? {}))
      accounts[name] = await staffUser(harness, isPermList(perms) ? { perms: [...perms] } : perms);
    for (const [name, holder] of Object.entries<RoleHolderSpec>(spec.holders ?? {})) {
      const roleId = await newRole(harness, holder.role);
      accounts[name] = Object.assign(await staffMember(harness, holder.deptId, [roleId]), { roleId });
    }
    await ready({ api: harness, admin, ...accounts } as Suite<P, S, H>);
  });
  afterAll(() => api?.close());
}

const isPermList = (perms: readonly string[] | StaffOptions): perms is readonly string[] => Array.isArray(perms);

/** Every call answers 403 with the contract's message; each failure names its call. */
export async function expectRefused(who: Caller, endpoints: readonly Endpoint[]): Promise<void> {
  for (const [method, path, body] of endpoints)
    expect({ method, path, body: (await callOf(who)(method, path, body)).body }).toEqual({ method, path, body: FORBIDDEN });
}

/** Every call is let through (code 200); each failure names its call. */
export async function expectAllowed(who: Caller, endpoints: readonly Endpoint[]): Promise<void> {
  for (const [method, path, body] of endpoints)
    expect({ method, path, code: (await callOf(who)(method, path, body)).body.code }).toEqual({ method, path, code: 200 });
}

/** Each call answers the error `msg` (code 500 unless given), as for an id that names nothing. */
export async function expectNotFound(who: Caller, msg: string, endpoints: readonly Endpoint[], code = 500): Promise<void> {
  for (const [method, path, body] of endpoints)
    expect({ method, path, body: (await callOf(who)(method, path, body)).body }).toEqual({ method, path, body: { code, msg } });
}

/** Each body sent to `method path` answers its message; each failure names its body. */
export async function expectMessages(
  who: Caller,
  method: string,
  path: string,
  rows: readonly (readonly [body: unknown, msg: string])[],
): Promise<void> {
  for (const [body, msg] of rows) expect({ body, msg: (await callOf(who)(method, path, body)).body.msg }).toEqual({ body, msg });
}

/**
 * A delete of several ids is all or none: with one id that names nothing it answers `missing` and
 * `count` still finds them all; without, it answers success and `count` finds none.
 */
export async function expectDeletesAllOrNone(
  who: Caller,
  options: { path: string; ids: number[]; missingId: number; missing: string; count: (ids: number[]) => Promise<number> },
): Promise<void> {
  const { path, ids, missingId, missing, count } = options;
  expect((await callOf(who)('DELETE', `${path}/${[...ids, missingId].join(',')}`)).body).toEqual({ code: 500, msg: missing });
  expect(await count(ids)).toBe(ids.length);
  expect((await callOf(who)('DELETE', `${path}/${ids.join(',')}`)).body).toEqual({ code: 200, msg: '操作成功' });
  expect(await count(ids)).toBe(0);
}

/** Adds a row by POSTing `body` to `path` and answers its new id; a refusal fails the test here, not later. */
export async function addedId(who: Caller, path: string, body: unknown): Promise<number> {
  const answer = await callOf(who)('POST', path, body);
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功', data: expect.any(Number) });
  return Number(answer.body.data);
}

/** A form-encoded POST, as the admin screens send an export's filters; as the harness browser unless `jar`. */
export const postForm = (api: Harness, path: string, rawBody: string, jar?: CookieJar): Promise<ApiAnswer> =>
  api.call('POST', path, { rawBody, headers: { 'content-type': 'application/x-www-form-urlencoded' }, jar });

/**
 * Posts an export's filters as the admin screens do and checks the workbook's header row, given as
 * the column names with a space between (none has one of its own); answers the rows below it.
 */
export async function exportedRows(api: Harness, path: string, filters: string, header: string, jar?: CookieJar): Promise<string[][]> {
  const rows = workbookRows(await postForm(api, path, filters, jar));
  expect(rows[0]).toEqual(header.split(' '));
  return rows.slice(1);
}

/**
 * The GET export of the older admin screens writes a temporary workbook and answers only its name,
 * `<32 hex digits>_<title>.xlsx`, for the download; answers that name.
 */
export async function temporaryExport(who: Caller, path: string, title: string): Promise<string> {
  const { body } = await callOf(who)('GET', path);
  expect(body).toEqual({ code: 200, msg: expect.stringMatching(new RegExp(`^[0-9a-f]{32}_${title}\\.xlsx$`)) });
  return String(body.msg);
}

/** The export answered a workbook; answers its rows. */
export function workbookRows(answer: ApiAnswer): string[][] {
  expect(answer.headers.get('content-type')).toBe(XLSX);
  return readXlsxRows(answer.bytes);
}

/** A refused export answers plain JSON, never a workbook: the screen shows the message. */
export function expectJsonAnswer(answer: ApiAnswer, body: Record<string, unknown>): void {
  expect(answer.headers.get('content-type')).toBe('application/json');
  expect(answer.body).toEqual(body);
}
