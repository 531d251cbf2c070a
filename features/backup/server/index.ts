// The public face of features/backup (its server side): what other features may use of it.
export { holdDataDir } from './data-dir-lock';
export { backupLeftovers } from './leftovers';
