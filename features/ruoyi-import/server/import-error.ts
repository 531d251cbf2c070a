import { CommandError } from '@/lib/cli/run-command';

/** Why an import did not happen, in words for the person who ran it; nothing was written. */
export class ImportError extends CommandError {}
