import { cleanTempExports } from './tasks/clean-temp-exports';

/** The platform's own task: what its exports leave behind. The features name theirs in their modules. */
export const PLATFORM_TASKS = [cleanTempExports];
