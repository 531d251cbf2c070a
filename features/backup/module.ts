import type { FeatureModule } from '@/lib/modules/feature-module';

/** Backups of the database and the uploads: the nightly job, `npm run backup` and `npm run restore`. */
export default {
  name: 'backup',
  contracts: [],
  server: async () => ({ tasks: [(await import('./server/backup-task')).backupData] }),
} satisfies FeatureModule;
