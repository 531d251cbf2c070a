'use client';

import type { Resolution } from '@/lib/admin/resolve-page';
import { PAGE_REGISTRY } from '../pages/registry';
import { PageErrorBoundary, StatusPanel } from './status-panel';

/** One admin address drawn: its registered screen, or the panel saying why there is none. */
export function PageView({ resolution, query }: { resolution: Resolution; query: Record<string, string> }) {
  if (resolution.kind !== 'page') return <StatusPanel kind={resolution.kind} />;
  const name = resolution.page.component;
  const Screen = Object.hasOwn(PAGE_REGISTRY, name) ? PAGE_REGISTRY[name] : undefined;
  if (!Screen) return <StatusPanel kind="unavailable" detail={name || resolution.page.path} />;
  return (
    <PageErrorBoundary>
      <Screen page={resolution.page} id={resolution.params.id} query={{ ...resolution.page.query, ...query }} />
    </PageErrorBoundary>
  );
}
