import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllActivity } from '@/features/member/tables';
import { demoActivities } from '@/features/member/server/seed';

/**
 * Seed step 13: the English venue and the member fee of the seeded demo activities, for a
 * database seeded before activities had them (a new one gets them from the member area's seed).
 * Only what is still empty is filled, and only on an activity whose Chinese venue is still the
 * seeded one: an administrator's own values stay. The member fee goes only to the seeded
 * activity itself (its title and venue), and only while its fee is still the one the notice names,
 * so it is never above the fee.
 */
export async function seedActivityEnglishAndMemberFee(tx: Executor): Promise<void> {
  for (const activity of demoActivities) {
    await tx
      .update(bllActivity)
      .set({ placeEs: activity.placeEs })
      .where(and(eq(bllActivity.place, activity.place), eq(bllActivity.placeEs, '')));
    if (activity.memberFee === null) continue;
    await tx
      .update(bllActivity)
      .set({ memberFee: activity.memberFee })
      .where(
        and(
          eq(bllActivity.title, activity.title),
          eq(bllActivity.place, activity.place),
          eq(bllActivity.fee, activity.fee),
          isNull(bllActivity.memberFee),
        ),
      );
  }
}
