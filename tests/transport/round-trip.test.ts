/**
 * @postgres every list/get/add/edit/delete group makes a round trip on the engine.
 *
 * The groups are read from the contracts: every group with a list, get, add, edit and remove is
 * one table's rows, so a new one is covered at once or fails asking for a sample. Each sample adds
 * a row as the administrator, finds it in the list, reads it back, saves it edited as the form
 * does (the row as get answered it, with one change), reads the change back and deletes it: what
 * a write stores must be what the reads answer, on PGlite and on PostgreSQL alike.
 */
import { CONTRACT_ENTRIES } from '@/root/contracts';
import { contractMethods, type Contract } from '@/lib/contract/contract';
import { startHarness, type ApiAnswer, type Harness } from '../support/api-harness';
import { activityForm } from '@/features/member/activity/activity-form';
import { menuPageForm } from '@/features/system/menu/menu-form';
import { PDF_BYTES } from '../support/sample-files';
import { modeLabel } from '../support/test-mode';

const CRUD_NAMES = ['list', 'get', 'add', 'edit', 'remove'] as const;
type CrudName = (typeof CRUD_NAMES)[number];

type Row = Record<string, unknown>;

/** One table's endpoints, under the path its rows are added at. */
interface CrudGroup {
  base: string;
  contracts: Record<CrudName, Contract>;
  /** The rows' id field: the get path's parameter. */
  idField: string;
}

const isCrudName = (name: string): name is CrudName => (CRUD_NAMES as readonly string[]).includes(name);

const parameterOf = (path: string) => {
  const match = /\/:(\w+)$/.exec(path);
  if (!match) throw new Error(`${path}: no :parameter to name the row`);
  return match[1];
};

function crudGroups(): CrudGroup[] {
  const byGroup = new Map<string, Partial<Record<CrudName, Contract>>>();
  for (const { feature, group, name, contract } of CONTRACT_ENTRIES) {
    if (!isCrudName(name)) continue;
    const key = `${feature}.${group}`;
    byGroup.set(key, { ...byGroup.get(key), [name]: contract });
  }
  return [...byGroup.values()]
    .filter((contracts): contracts is Record<CrudName, Contract> => CRUD_NAMES.every((name) => contracts[name]))
    .map((contracts) => ({ base: contracts.add.path, contracts, idField: parameterOf(contracts.get.path) }));
}

/** New on every run, so the unique names of a sample never meet those of an earlier run on the same database. */
const TAG = Date.now().toString(36);

interface Sample {
  /** A valid add form (the api is for what it needs first, an upload). */
  add: (api: Harness) => Row | Promise<Row>;
  /** Fields of the add form whose values, as list filters, find the new row alone. */
  findBy: readonly string[];
  /** What the edit changes: a field the list filters do not read, so the list still finds the row after it. */
  change: readonly [field: string, value: unknown];
}

/** A file the administrator uploaded: a declaration template may only publish its caller's upload. */
async function uploaded(api: Harness, name: string): Promise<string> {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), name);
  const answer = await api.call('POST', '/common/upload', { formData });
  if (answer.body.code !== 200) throw new Error(`upload refused: ${answer.body.msg}`);
  return String(answer.body.fileName);
}

const SAMPLES: Record<string, Sample> = {
  '/bll/article': {
    // 11 is a seeded article-list category (协会动态).
    add: () => ({ typeId: 11, articleName: `往返文章${TAG}`, summary: '摘要', content: '<p>正文</p>', status: '0', isTop: '0' }),
    findBy: ['articleName'],
    change: ['summary', '改过的摘要'],
  },
  '/bll/article_type': {
    add: () => ({ parentId: 0, bllName: `往返栏目${TAG}`, bllType: '1', orderNum: 90, menuFlag: '0', status: '0', remark: '往返' }),
    findBy: ['bllName'],
    change: ['remark', '改过的备注'],
  },
  '/bll/links': {
    add: () => ({ linkName: `往返链接${TAG}`, linkUrl: 'https://example.com/a', orderNum: 90, status: '0' }),
    findBy: ['linkName'],
    change: ['linkUrl', 'https://example.com/b'],
  },
  '/activity/activities': {
    add: () => activityForm(`往返活动${TAG}`),
    findBy: ['title'],
    change: ['place', '录音棚二号厅'],
  },
  '/declare/template': {
    add: async (api) => ({ title: `往返模板${TAG}`, fileName: await uploaded(api, `往返模板${TAG}.pdf`), orderNum: 5, status: '0' }),
    findBy: ['title'],
    change: ['orderNum', 6],
  },
  '/monitor/job': {
    add: () => ({
      jobName: `往返任务${TAG}`,
      jobGroup: 'DEFAULT',
      invokeTarget: 'portalTask.purgeExpiredSessions',
      cronExpression: '0 0 3 * * ?',
      misfirePolicy: '3',
      concurrent: '1',
      remark: '往返',
    }),
    findBy: ['jobName'],
    change: ['cronExpression', '0 30 4 * * ?'],
  },
  '/system/config': {
    add: () => ({ configName: `往返参数${TAG}`, configKey: `round.trip.${TAG}`, configValue: 'a', configType: 'N', remark: '往返' }),
    findBy: ['configKey'],
    change: ['configValue', 'b'],
  },
  '/system/post': {
    add: () => ({ postCode: `rt_${TAG}`, postName: `往返岗位${TAG}`, postSort: 90, status: '0', remark: '往返' }),
    findBy: ['postCode'],
    change: ['postSort', 91],
  },
  '/system/notice': {
    add: () => ({ noticeTitle: `往返公告${TAG}`, noticeType: '1', noticeContent: '<p>内容</p>', status: '0' }),
    findBy: ['noticeTitle'],
    change: ['noticeType', '2'],
  },
  '/system/dept': {
    // Under the seeded root department.
    add: () => ({
      parentId: 100,
      deptName: `往返部门${TAG}`,
      orderNum: 90,
      leader: '张三',
      phone: '13800000000',
      email: 'rt@example.com',
      status: '0',
    }),
    findBy: ['deptName'],
    change: ['leader', '李四'],
  },
  '/system/dict/data': {
    add: () => ({
      dictType: 'sys_notice_type',
      dictLabel: `往返标签${TAG}`,
      dictValue: `rt_${TAG}`,
      dictSort: 90,
      listClass: 'info',
      isDefault: 'N',
      status: '0',
    }),
    findBy: ['dictType', 'dictLabel'],
    change: ['dictSort', 91],
  },
  '/system/dict/type': {
    add: () => ({ dictName: `往返字典${TAG}`, dictType: `rt_${TAG}`, status: '0', remark: '往返' }),
    findBy: ['dictType'],
    change: ['remark', '改过的备注'],
  },
  '/system/menu': {
    // A page under the seeded 系统管理 directory, with a route no other menu has.
    add: () => menuPageForm(`往返菜单${TAG}`, `rt${TAG}`, { parentId: 1, orderNum: 90 }),
    findBy: ['menuName'],
    change: ['orderNum', 91],
  },
  '/system/role': {
    add: () => ({
      roleName: `往返角色${TAG}`,
      roleKey: `rt_${TAG}`,
      roleSort: 90,
      status: '0',
      menuCheckStrictly: true,
      deptCheckStrictly: true,
    }),
    findBy: ['roleKey'],
    change: ['roleSort', 91],
  },
  '/system/user': {
    // 103 is a seeded department; the password meets the seeded policy.
    add: () => ({ userName: `rt_${TAG}`, nickName: `往返用户${TAG}`, password: 'User#2026pw', deptId: 103, sex: '1', status: '0' }),
    findBy: ['userName'],
    change: ['nickName', `改名${TAG}`],
  },
};

const GROUPS = crudGroups();

function sampleOf(base: string): Sample {
  const sample = SAMPLES[base];
  if (!sample) throw new Error(`no round-trip sample for ${base}: add one to SAMPLES`);
  return sample;
}

/** The answer's rows: a page's `rows`, or the whole list in `data` (the trees' flat lists). */
const rowsOf = (answer: ApiAnswer) => (answer.body.rows ?? answer.body.data ?? []) as Row[];

/** The add form's fields the row carries: a row leaves out the password, a list's rows the bodies. */
const sharedFields = (form: Row, row: Row) => Object.fromEntries(Object.entries(form).filter(([field]) => field in row));

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
  const login = await api.loginAsAdmin();
  if (login.body.code !== 200) throw new Error(`login failed: ${login.body.msg}`);
});
afterAll(() => api?.close());

/** Calls one of the group's endpoints as the administrator; `id` fills the path's parameter. */
function call(group: CrudGroup, name: CrudName, options: { id?: unknown; query?: string; body?: Row } = {}): Promise<ApiAnswer> {
  const contract = group.contracts[name];
  const path = options.id === undefined ? contract.path : contract.path.replace(/:\w+$/, String(options.id));
  return api.call(contractMethods(contract)[0], `${path}${options.query ?? ''}`, { body: options.body });
}

/** The list's rows that hold the sample's filter values, found by those filters. */
async function listed(group: CrudGroup, sample: Sample, form: Row): Promise<Row[]> {
  const filters = sample.findBy.map((field) => `&${field}=${encodeURIComponent(String(form[field]))}`);
  const answer = await call(group, 'list', { query: `?pageNum=1&pageSize=100${filters.join('')}` });
  expect(answer.body.code).toBe(200);
  return rowsOf(answer).filter((row) => sample.findBy.every((field) => row[field] === form[field]));
}

describe(`every list/get/add/edit/delete group of the contracts makes a round trip (${modeLabel})`, () => {
  test('every group has a sample and every sample a group', () => {
    const bases = GROUPS.map((group) => group.base);
    const missing = bases.filter((base) => !SAMPLES[base]).map((base) => `no round-trip sample for ${base}: add one to SAMPLES`);
    const stale = Object.keys(SAMPLES).filter((base) => !bases.includes(base));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  test.each(GROUPS.map((group) => [group.base, group] as const))('%s: add, list, get, edit, get, remove', async (_, group) => {
    const sample = sampleOf(group.base);
    const { idField } = group;
    const form = await sample.add(api);
    const added = await call(group, 'add', { body: form });
    expect(added.body).toMatchObject({ code: 200 });

    const found = await listed(group, sample, form);
    expect(found).toHaveLength(1);
    const [row] = found;
    expect(row).toMatchObject(sharedFields(form, row));
    const id = row[idField];
    // An add that names the new row must name this one.
    if (typeof added.body.data === 'number') expect(id).toBe(added.body.data);

    const loaded = await call(group, 'get', { id });
    expect(loaded.body.code).toBe(200);
    const stored = loaded.body.data as Row;
    expect(stored).toMatchObject({ [idField]: id, ...sharedFields(form, stored) });

    // The form saves what it loaded: an edit of one field leaves the others as they were.
    const [field, value] = sample.change;
    const edited = await call(group, 'edit', { body: { ...stored, [field]: value, [idField]: id } });
    expect(edited.body).toMatchObject({ code: 200 });
    const changed = (await call(group, 'get', { id })).body.data as Row;
    expect(changed).toMatchObject({ ...sharedFields(form, changed), [field]: value, [idField]: id });

    expect((await call(group, 'remove', { id })).body).toMatchObject({ code: 200 });
    // Refused (the reference answers 500 "…不存在") or answered without a row.
    const gone = await call(group, 'get', { id });
    expect(gone.body.code === 200 ? (gone.body.data ?? null) : null).toBeNull();
    expect((await listed(group, sample, form)).map((each) => each[idField])).toEqual([]);
  });
});
