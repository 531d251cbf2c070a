import { backupData } from '@/features/backup/server/backup-task';
import { registryOf } from './task-types';
import { cleanOrphanUploads } from './tasks/clean-orphan-uploads';
import { cleanTempExports } from './tasks/clean-temp-exports';
import { purgeExpiredSessions } from './tasks/purge-expired-sessions';
import { remindExpiringMembers } from './tasks/remind-expiring-members';

/**
 * Every task a job may run, by its invokeTarget name. A job names one of these and nothing else:
 * no class or method is ever looked up from text (contract 9, item 18).
 */
export const TASK_REGISTRY = registryOf([cleanTempExports, cleanOrphanUploads, remindExpiringMembers, purgeExpiredSessions, backupData]);
