import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { bllSignLog } from '@/features/member/tables';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import type { ApplicationType } from '@/lib/rules/member-rules';
import type { ApplicationAction, ApplicationStep } from '../contract';

export interface ApplicationLogStep {
  type: ApplicationType;
  applicationId: number;
  action: ApplicationAction;
  fromStatus: string | null;
  toStatus: string;
  reason?: string;
}

/** Records one step; called inside the transaction that makes the step, so a step is never half-recorded. */
export async function recordStep(tx: Executor, by: Pick<LoginUser, 'userId' | 'userName'>, step: ApplicationLogStep): Promise<void> {
  await tx.insert(bllSignLog).values({
    applicationType: step.type,
    applicationId: step.applicationId,
    action: step.action,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    reason: step.reason ?? '',
    operatorId: by.userId,
    createBy: by.userName,
  });
}

/** An application's history, oldest first, as the review detail shows it; each step's action as recorded by `recordStep`. */
export async function historyOf(db: Executor, type: ApplicationType, applicationId: number): Promise<ApplicationStep[]> {
  const rows = await db
    .select({
      id: bllSignLog.id,
      action: bllSignLog.action,
      fromStatus: bllSignLog.fromStatus,
      toStatus: bllSignLog.toStatus,
      reason: bllSignLog.reason,
      createBy: bllSignLog.createBy,
      createTime: bllSignLog.createTime,
    })
    .from(bllSignLog)
    .where(and(eq(bllSignLog.applicationType, type), eq(bllSignLog.applicationId, applicationId)))
    .orderBy(asc(bllSignLog.id));
  return rows.map((row) => ({ ...wireRow(row), action: row.action as ApplicationAction }));
}
