import { cleanTempExports } from './tasks/clean-temp-exports';
import { purgeExpiredSessions } from './tasks/purge-expired-sessions';

/** The platform's own tasks: what its exports and sessions leave behind. The features name theirs in their modules. */
export const PLATFORM_TASKS = [cleanTempExports, purgeExpiredSessions];
