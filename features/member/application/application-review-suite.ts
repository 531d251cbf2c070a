/** The shared setup of the application-review API tests: one harness per test file, started before its tests. */
import { and, eq } from 'drizzle-orm';
import { bllSignLog } from '@/features/member/tables';
import type { Harness } from '@/tests/support/api-harness';
import { postForm as post, featureSuite } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

export { FORBIDDEN } from '@/tests/support/answers';

export const WRONG_STATUS = '申请当前的状态不能进行此操作';

export const NOT_FOUND = '入会申请不存在';

export const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export let api: Harness;

export let admin: Person['call'];

/** Holds bll:sign:list only: sees the lists, decides nothing. */
export let lister: Staff;

/** A reviewer: lists, reads and decides. */
export let auditor: Staff;

export let exporter: Staff;

featureSuite(
  {
    ownAdminBrowser: true,
    staff: {
      lister: ['bll:sign:list'],
      auditor: ['bll:sign:list', 'bll:sign:query', 'bll:sign:audit'],
      exporter: ['bll:sign:list', 'bll:sign:export'],
    },
  },
  (suite) => {
    ({ api, admin, lister, auditor, exporter } = suite);
  },
);

export const detail = async (type: string, id: number, call: Person['call'] = auditor.call) =>
  (await call('GET', `/api/system/sign/detail?type=${type}&id=${id}`)).body;

export const logRows = (type: string, id: number) =>
  api.backend.deps.db
    .select()
    .from(bllSignLog)
    .where(and(eq(bllSignLog.applicationType, type), eq(bllSignLog.applicationId, id)));

export const postForm = (staff: Staff, path: string, body: string) => post(api, path, body, staff.jar);
