import type { Backend } from './app';

/**
 * The process's embedded backend: the composition root names how it starts
 * (`provideEmbeddedBackend`, root/startup.ts), and it starts once, on first use. Kept on
 * globalThis: Next bundles its instrumentation and each route apart, and all of them, like
 * Next's development reloads, must share one backend and one database connection.
 */
const holder = globalThis as typeof globalThis & {
  __portalBackend?: Promise<Backend>;
  __portalBackendStart?: () => Promise<Backend>;
};

export function provideEmbeddedBackend(start: () => Promise<Backend>): void {
  holder.__portalBackendStart = start;
}

/** The embedded backend, started (migrated and seeded) on first use. */
export function embeddedBackend(): Promise<Backend> {
  const start = holder.__portalBackendStart;
  if (!start) return Promise.reject(new Error('the embedded backend was not provided: the portal starts it in root/startup.ts'));
  holder.__portalBackend ??= start().catch((error) => {
    holder.__portalBackend = undefined;
    throw error;
  });
  return holder.__portalBackend;
}

/** The embedded backend if it has been asked to start, without starting it. */
export function startedBackend(): Promise<Backend> | undefined {
  return holder.__portalBackend;
}
