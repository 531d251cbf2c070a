import type { z, ZodType } from 'zod';
import type { ListAnswer } from '../http/list';
import type { Envelope } from './envelope';

/**
 * An endpoint's contract: everything about a call that is not its handler. The backend's router,
 * the operation log, the BFF's revalidation, the metrics labels, the client's calls and the
 * admin forms all read these objects, so each fact about an endpoint is stated once, here.
 * Contracts are plain data and safe in the browser: a contract file imports server code only as
 * types.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone, any signed-in user, or a user holding a permission string (the super
 * administrator's `*:*:*` holds them all).
 */
export type Access = 'anonymous' | 'user' | { permission: string };

/** `sys_oper_log.business_type`, as the reference's `BusinessType` numbers them (dict `sys_oper_type`). */
export const BUSINESS_TYPE = {
  other: 0,
  insert: 1,
  update: 2,
  delete: 3,
  grant: 4,
  export: 5,
  import: 6,
  forceLogout: 7,
  genCode: 8,
  clean: 9,
} as const;

export type BusinessType = keyof typeof BUSINESS_TYPE;

/** The line a recorded call leaves in the operation log: its module and kind of change. */
export interface OperLogEntry {
  title: string;
  businessType: number;
}

/** A successful write's envelope: some answers name what they changed (`data: id`, `data: {id}`). */
export type WriteAnswer = Record<string, unknown>;

/** The public cache tags a successful write makes stale: fixed, or read from its path and answer. */
export type StaleTags = readonly string[] | ((path: string, answer: WriteAnswer) => string[]);

export interface Contract<Input = unknown, Answer = unknown> {
  method: Method | readonly Method[];
  /** Path with `:name` segments, e.g. `/system/user/:userIds`; no `/prod-api` prefix. */
  path: string;
  access: Access;
  /** The body's schema, with the spec's messages; the admin forms check with the same one. */
  input?: ZodType<Input>;
  /**
   * The call answers a file. Its JSON answers (errors included) then go out as plain
   * `application/json`, without a charset: that exact type is how the reference's download
   * helper tells an error from the file (contract 1.8).
   */
  answersFile?: boolean;
  /** Answered behind a locked screen: what the lock screen itself needs (lib/security/screen-lock.ts). */
  openWhileLocked?: boolean;
  /**
   * A browser asks for it without a script, so no `Authorization` header comes with it (the stock
   * client frames the API documents and shows pictures in `<img>`): a GET of it may name its caller
   * by the stock client's `Admin-Token` cookie instead, checked as the header is (lib/security/token.ts).
   */
  cookieToken?: boolean;
  /** Set when the call leaves a line in the operation log. */
  log?: OperLogEntry;
  /** Set when a successful call makes public pages stale. */
  tags?: StaleTags;
  /** Never set: carries the answer's type to the client's calls. */
  readonly answer?: Answer;
}

/** A contract with the names it is declared under: `features/<feature>/contract.ts`, `<group>.<name>`. */
export interface ContractEntry {
  feature: string;
  group: string;
  name: string;
  contract: Contract;
}

/** The answer a contract declares (its whole envelope), or a bare envelope when it declares none. */
export type AnswerOf<C> = C extends { answer?: infer Answer } ? (unknown extends Answer ? Envelope : Answer) : Envelope;
/** What a form sends for a contract's schema: the values as the schema parses them. */
export type InputOf<C> = C extends { input?: infer Schema }
  ? NonNullable<Schema> extends ZodType
    ? z.output<NonNullable<Schema>>
    : never
  : never;
/** The rows of a list contract's pages. */
export type RowOf<C> = AnswerOf<C> extends { rows: (infer Row)[] } ? Row : never;
/** The `data` a contract answers. */
export type DataOf<C> = AnswerOf<C> extends { data: infer Data } ? Data : never;

/** How one endpoint is declared inside a group; the group fills in the log line and the tags. */
export interface ContractSpec<Input = unknown, Answer = unknown> {
  method: Method | readonly Method[];
  path: string;
  access: Access;
  input?: ZodType<Input>;
  answersFile?: boolean;
  openWhileLocked?: boolean;
  cookieToken?: boolean;
  /**
   * The operation-log line, when the group's rule is not the right one: a kind of change (the
   * group's title), an own title and kind, or `false` for a call that is not recorded.
   */
  log?: BusinessType | { title: string; type?: BusinessType } | false;
  /** The group's tags by default for a write; `false` for one that makes nothing stale. */
  tags?: StaleTags | false;
  answer?: Answer;
}

export interface GroupOptions {
  /** The module's name in the operation log (`sys_oper_log.title`). */
  title?: string;
  /** What a write of this group makes stale in the public pages. */
  tags?: StaleTags;
  /** The caller's own account: its writes are recorded although they need no permission. */
  ownAccount?: boolean;
}

/** Access for the holders of a permission string: `access: can('system:dept:list')`. */
export const can = (permission: string) => ({ permission });

/** An AjaxResult whose `data` is `Data`. */
export type DataAnswer<Data> = Envelope<Data> & { data: Data };
/** A TableDataInfo: one page of rows and the total of all. */
export type RowsAnswer<Row> = Envelope<Row[]> & ListAnswer<Row>;

/**
 * Declares a type without a value, for the client's calls to read: `answer: typeOf<DataAnswer<Row>>()`.
 * The server's types reach a contract as type imports, so no server code reaches the browser.
 */
export const typeOf = <T>(): T => undefined as T;

/** Declares the answer `{ code, msg, data }` with `data` of type `Data`. */
export const answerData = <Data>() => typeOf<DataAnswer<Data>>();

/** Declares an answer whose own fields stand beside `code` and `msg` (`token`, `roles`, `checkedKeys` …). */
export const answerFields = <Fields>() => typeOf<Envelope & Fields>();

/** Declares a page of rows `{ code, msg, rows, total }`. */
export const answerRows = <Row>() => typeOf<RowsAnswer<Row>>();

const methodsOf = (spec: { method: Method | readonly Method[] }): readonly Method[] =>
  Array.isArray(spec.method) ? spec.method : [spec.method as Method];

const isWrite = (spec: ContractSpec) => methodsOf(spec).some((method) => method !== 'GET');

function defaultBusinessType(spec: ContractSpec): BusinessType {
  const methods = methodsOf(spec);
  if (methods.includes('POST')) return 'insert';
  if (methods.includes('PUT')) return 'update';
  if (methods.includes('DELETE')) return 'delete';
  return 'other';
}

/**
 * The operation log's rule, one for every module: a back-office write (one that needs a
 * permission) or a write to the caller's own account is recorded; reads are not, unless the
 * contract says so (exports, account unlock, code generation). Sign-in, sign-out (the login log
 * has those) and members' own portal calls are not recorded.
 */
function logOf(spec: ContractSpec, group: GroupOptions): OperLogEntry | undefined {
  if (spec.log === false) return undefined;
  const guarded = typeof spec.access === 'object';
  const byRule = isWrite(spec) && (guarded || group.ownAccount === true);
  if (spec.log === undefined && !byRule) return undefined;
  const own = typeof spec.log === 'object' ? spec.log : undefined;
  const title = own?.title ?? group.title;
  if (title === undefined) throw new Error(`${spec.path}: a recorded call needs a title`);
  const type = typeof spec.log === 'string' ? spec.log : (own?.type ?? defaultBusinessType(spec));
  return { title, businessType: BUSINESS_TYPE[type] };
}

function tagsOf(spec: ContractSpec, group: GroupOptions): StaleTags | undefined {
  if (spec.tags === false) return undefined;
  return spec.tags ?? (isWrite(spec) ? group.tags : undefined);
}

type Resolved<S> = S extends ContractSpec<infer Input, infer Answer> ? Contract<Input, Answer> & Omit<S, 'log' | 'tags'> : never;

/** A module's endpoints under one operation-log title and one set of stale tags. */
export function defineContracts<const Specs extends Record<string, ContractSpec>>(
  group: GroupOptions,
  specs: Specs,
): { [Name in keyof Specs]: Resolved<Specs[Name]> } {
  const out: Record<string, Contract> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const { log: _log, tags: _tags, ...rest } = spec;
    const log = logOf(spec, group);
    const tags = tagsOf(spec, group);
    out[name] = { ...rest, ...(log ? { log } : {}), ...(tags ? { tags } : {}) };
  }
  return out as { [Name in keyof Specs]: Resolved<Specs[Name]> };
}

/** The methods a contract answers. */
export const contractMethods = methodsOf;

/**
 * `GET|POST <list>/export`: both export flows of contract 10.7. A POST (the newest client)
 * answers the workbook itself; a GET (the older flow the portal uses) answers the name of a
 * stored copy for `/common/download`. An export changes nothing the public pages show.
 */
export const exportContract = <const Path extends string>(path: Path, permission: string) =>
  ({
    method: ['GET', 'POST'],
    path,
    access: can(permission),
    answersFile: true,
    log: 'export',
    tags: false,
  }) as const satisfies ContractSpec;

/**
 * The reference's endpoints for the rows of one table under `base` (`/system/config`): the paged
 * list, one row by `:id`, add, edit, and delete by comma-joined ids (`:<id>s`), each needing
 * `<permission>:list|query|add|edit|remove`. `types` gives the rows' wire type (`row: typeOf<Row>()`)
 * and the form's schema. Spread into a group beside the table's other endpoints (its
 * `exportContract`, its own calls).
 */
export function crudContracts<const Id extends string, Row, Schema extends ZodType>(
  base: string,
  id: Id,
  permission: string,
  types: { row: Row; input: Schema },
) {
  const guard = (action: string) => can(`${permission}:${action}`);
  // Checked after it is built: `satisfies` on the literal itself would widen the schema's type to the spec's.
  const contracts = {
    list: { method: 'GET', path: `${base}/list`, access: guard('list'), answer: typeOf<RowsAnswer<Row>>() },
    get: { method: 'GET', path: `${base}/:${id}`, access: guard('query'), answer: typeOf<DataAnswer<Row>>() },
    add: { method: 'POST', path: base, access: guard('add'), input: types.input },
    edit: { method: 'PUT', path: base, access: guard('edit'), input: types.input },
    remove: { method: 'DELETE', path: `${base}/:${id}s`, access: guard('remove') },
  } as const;
  return contracts satisfies Record<string, ContractSpec>;
}
