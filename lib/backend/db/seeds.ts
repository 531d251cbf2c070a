import { eq } from 'drizzle-orm';
import type { Database, Executor } from './client';
import { appMeta } from '@/lib/backend/db/schema';

/** What a first start needs to know: the administrator's password (null: generate one) and the captcha setting. */
export interface SeedOptions {
  adminPassword: string | null;
  captchaEnabled: boolean;
  log: (message: string) => void;
}

/** One seed step, named by the feature module whose data it writes. */
export interface SeedStep {
  version: number;
  name: string;
  run(tx: Executor, options: SeedOptions): Promise<void>;
}

const SEED_VERSION_KEY = 'seed_version';

async function seedVersion(db: Executor): Promise<number> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_VERSION_KEY));
  return row ? Number(row.value) : 0;
}

/**
 * The modules' seed steps in the order they run. Versions are unique: the database remembers the
 * last one done, so a restart never re-inserts (or resurrects) what an administrator changed, and
 * a later release adds a step with a higher version that runs on existing databases.
 */
export function seedOrder(steps: readonly SeedStep[]): SeedStep[] {
  const ordered = [...steps].sort((a, b) => a.version - b.version);
  ordered.forEach((step, i) => {
    if (i > 0 && ordered[i - 1].version === step.version)
      throw new Error(`Seed steps "${ordered[i - 1].name}" and "${step.name}" share version ${step.version}`);
  });
  return ordered;
}

/** Whether a start of this version would still seed something (a database of an older release). */
export async function seedsPending(db: Executor, steps: readonly SeedStep[]): Promise<boolean> {
  return steps.length > 0 && (await seedVersion(db)) < Math.max(...steps.map((step) => step.version));
}

export async function runSeeds(db: Database, steps: readonly SeedStep[], options: SeedOptions): Promise<void> {
  const done = await seedVersion(db);
  for (const step of seedOrder(steps).filter((s) => s.version > done)) {
    await db.transaction(async (tx) => {
      await step.run(tx, options);
      await tx
        .insert(appMeta)
        .values({ key: SEED_VERSION_KEY, value: String(step.version) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: String(step.version) } });
    });
  }
}
