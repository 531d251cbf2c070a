import { resolveInvocation, targetProblem } from '@/lib/backend/scheduler/invoke-target';
import { serverTasks } from './server-modules';

test('every task of the portal, the platform’s and the feature modules’, has a working example and one name', async () => {
  const tasks = await serverTasks();
  expect([...tasks.keys()].sort()).toEqual([
    'portalTask.backupData',
    'portalTask.cleanOrphanUploads',
    'portalTask.cleanTempExports',
    'portalTask.purgeExpiredSessions',
    'portalTask.remindExpiringMembers',
    'portalTask.sendEmails',
    'portalTask.sweepPayOrders',
  ]);
  for (const task of tasks.values()) {
    expect(task.name).toMatch(/^portalTask\.[a-z]\w+$/);
    expect(targetProblem(task.example, tasks)).toBeNull();
    expect(resolveInvocation(task.example, tasks).task).toBe(task);
  }
});
