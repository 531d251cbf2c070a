import { sendEmails } from '@/lib/messages/email/send-emails-task';
import { cleanTempExports } from './tasks/clean-temp-exports';

/** The platform's own tasks: what its exports leave behind, and the e-mail queue. The features name theirs in their modules. */
export const PLATFORM_TASKS = [cleanTempExports, sendEmails];
