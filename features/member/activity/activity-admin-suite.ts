/** The shared setup of the activity-admin API tests: one harness per test file, started before its tests. */
import { asc, eq } from 'drizzle-orm';
import { bllActivity } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';
import { activityForm } from './activity-form';

export let api: Harness;

export let admin: Person['call'];

/** Sees the activity list only. */
export let viewer: Staff;

/** Runs activities: every bll:activity permission. */
export let organiser: Staff;

export let articleId: number;

const ACTIVITY_PERMS = ['list', 'query', 'add', 'edit', 'remove', 'export'].map((action) => `bll:activity:${action}`);

featureSuite({ ownAdminBrowser: true, staff: { viewer: ['bll:activity:list'], organiser: ACTIVITY_PERMS } }, async (suite) => {
  ({ api, admin, viewer, organiser } = suite);
  // A public article (协会动态), so the activity it announces shows publicly.
  [{ id: articleId }] = await api.backend.deps.db
    .select({ id: bllArticle.id })
    .from(bllArticle)
    .where(eq(bllArticle.typeId, 11))
    .orderBy(asc(bllArticle.id))
    .limit(1);
});

export let seq = 0;

/** A valid activity form: starts in 30 days, sign-up closes in 20. */
export function form(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return activityForm(`后台活动测试${seq}`, { titleEs: `Back-office test ${seq}`, summary: '一天的实训', ...overrides });
}

export async function added(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await organiser.call('POST', '/activity/activities', form(overrides));
  if (answer.body.code !== 200) throw new Error(`activity refused: ${answer.body.msg}`);
  return Number(answer.body.data);
}

export const signUp = (person: Person, activityId: number) =>
  person.call('POST', '/api/activity/activities/saveBll', {
    activityId,
    name: '报名人',
    phone: person.phone,
    employer: '声谷',
    remark: '素食',
  });

export const rowsTitled = (title: string) => api.backend.deps.db.select().from(bllActivity).where(eq(bllActivity.title, title));

/** Each form is refused with its message, and none of them leaves a row behind. */
export async function expectFormsRefused(cases: [Record<string, unknown>, string][]): Promise<void> {
  for (const [overrides, message] of cases) {
    const values = form(overrides);
    expect({ overrides, msg: (await organiser.call('POST', '/activity/activities', values)).body.msg }).toEqual({
      overrides,
      msg: message,
    });
    expect(await rowsTitled(String(values.title))).toHaveLength(0);
  }
}
