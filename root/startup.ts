import 'server-only';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { embeddedBackend, provideEmbeddedBackend } from '@/lib/backend/embedded';
import { isDataDirInUse } from '@/features/backup/server/data-dir-lock';

/**
 * Start-up of the portal server: a bad setting stops it with one clear line, and the embedded
 * backend migrates and seeds now (printing a generated admin password) rather than on the
 * first request.
 */
export async function startPortal(): Promise<void> {
  let apiUpstream: string | null;
  try {
    apiUpstream = getConfig().apiUpstream;
  } catch {
    process.exit(1);
  }
  // Admin writes on other instances reach this one's caches through Redis (when REDIS_URL is set).
  const { startRevalidationChannel } = await import('@/lib/bff/revalidation-channel');
  await startRevalidationChannel();
  if (apiUpstream) {
    log.info('API calls go to the upstream', { upstream: new URL(apiUpstream).host });
    return;
  }
  provideEmbeddedBackend((await import('./backend')).startBackend);
  try {
    await embeddedBackend();
  } catch (error) {
    // A second portal on the same embedded database would serve nothing but errors: it stops.
    if (!isDataDirInUse(error)) throw error;
    log.error(error.message);
    process.exit(1);
  }
}
