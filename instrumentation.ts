/** Next calls this once per server process; the work lives in root/startup.ts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startPortal } = await import('./root/startup');
  await startPortal();
}
