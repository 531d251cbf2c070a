import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { appMeta } from '../schema';
import { seedDemoContent } from './demo-content';
import { seedEnglishTexts } from './english-texts';
import { seedBackupJob, seedJobs } from './jobs';
import { seedMemberArea } from './member';
import { seedMemberServicesMenu } from './member-services-menu';
import { seedMonitorsMenu } from './monitors-menu';
import { seedPortalSettingsMenu } from './portal-settings-menu';
import { seedPostsAndNotices } from './posts-and-notices';
import { seedSystem, type SystemSeedOptions } from './system';
import { indexStaleArticles } from '@/features/content/search/server/search-index';

export type SeedOptions = SystemSeedOptions;

interface SeedStep {
  version: number;
  name: string;
  run(tx: Executor, options: SeedOptions): Promise<void>;
}

/**
 * Seed steps run once each, in order, and the database remembers the last one done: a restart
 * never re-inserts (or resurrects) what an administrator changed, and a later release can add
 * a step that runs on existing databases.
 */
const steps: SeedStep[] = [
  { version: 1, name: 'system tables', run: seedSystem },
  { version: 2, name: 'demo content', run: seedDemoContent },
  { version: 3, name: 'member area', run: seedMemberArea },
  { version: 4, name: 'member services menu', run: seedMemberServicesMenu },
  { version: 5, name: 'portal settings menu', run: seedPortalSettingsMenu },
  { version: 6, name: 'scheduled jobs', run: seedJobs },
  { version: 7, name: 'posts, notices and API documents', run: seedPostsAndNotices },
  { version: 8, name: 'server and cache monitors', run: seedMonitorsMenu },
  { version: 9, name: 'nightly backup job', run: seedBackupJob },
  { version: 10, name: 'English texts beside the Chinese', run: seedEnglishTexts },
  { version: 11, name: 'full-text search index', run: (tx) => indexStaleArticles(tx).then(() => undefined) },
];

const SEED_VERSION_KEY = 'seed_version';

async function seedVersion(db: Executor): Promise<number> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_VERSION_KEY));
  return row ? Number(row.value) : 0;
}

/** Whether a start of this version would still seed something (a database of an older release). */
export async function seedsPending(db: Executor): Promise<boolean> {
  return (await seedVersion(db)) < steps[steps.length - 1].version;
}

export async function runSeeds(db: Database, options: SeedOptions): Promise<void> {
  const done = await seedVersion(db);
  for (const step of steps.filter((s) => s.version > done)) {
    await db.transaction(async (tx) => {
      await step.run(tx, options);
      await tx
        .insert(appMeta)
        .values({ key: SEED_VERSION_KEY, value: String(step.version) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: String(step.version) } });
    });
  }
}
