'use client';

import { memo } from 'react';
import type { Resolution } from '@/lib/admin/resolve-page';
import { useAdminScreen } from '../pages/admin-screens-context';
import { PageErrorBoundary, StatusPanel } from './status-panel';

interface Props {
  resolution: Resolution;
  query: Record<string, string>;
}

/** The same screen with the same id and query: the shell resolves pages afresh on every render. */
function samePage(a: Props, b: Props): boolean {
  const [x, y] = [a.resolution, b.resolution];
  const sameResolution =
    x.kind === y.kind && (x.kind !== 'page' || y.kind !== 'page' || (x.page === y.page && x.params.id === y.params.id));
  const keys = Object.keys(a.query);
  return sameResolution && keys.length === Object.keys(b.query).length && keys.every((key) => a.query[key] === b.query[key]);
}

/**
 * One admin address drawn: its registered screen, or the panel saying why there is none. Kept
 * pages are not drawn again when the shell around them changes (a navigation, the sidebar).
 */
export const PageView = memo(function PageView({ resolution, query }: Props) {
  const Screen = useAdminScreen(resolution.kind === 'page' ? resolution.page.component : '');
  if (resolution.kind !== 'page') return <StatusPanel kind={resolution.kind} />;
  const name = resolution.page.component;
  if (!Screen) return <StatusPanel kind="unavailable" detail={name || resolution.page.path} />;
  return (
    <PageErrorBoundary>
      <Screen page={resolution.page} id={resolution.params.id} query={{ ...resolution.page.query, ...query }} />
    </PageErrorBoundary>
  );
}, samePage);
