// Types of build-stamp.mjs for scripts/start.ts.
export function sourceDigest(root: string, env?: NodeJS.ProcessEnv): string;
export function buildNeeded(root: string): string | null;
export function buildIfNeeded(
  root: string,
  options?: { log?: (message: string) => void; spawnOptions?: import('node:child_process').SpawnOptions },
): Promise<boolean>;
