'use client';

import { Button } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslations } from 'next-intl';
import { HasPermi } from '@/components/admin/permission';
import { notify } from '@/lib/notify';
import { unlessRefused } from './unless-refused';

interface Props {
  /** The screen's messages: `refreshCache` (the button) and `cacheRefreshed` (the notice). */
  namespace: string;
  permission: string;
  refresh: () => Promise<unknown>;
  /** What the screen drops of its own once the server has refreshed (cached dictionary options). */
  after?: () => Promise<unknown>;
}

/** 刷新缓存 of a list the server caches (config, dictionaries), shown with its permission; says when done. */
export function RefreshCacheButton({ namespace, permission, refresh, after }: Props) {
  const t = useTranslations(namespace);
  const run = async () => {
    if ((await unlessRefused(refresh)) === null) return;
    await after?.();
    notify('success', t('cacheRefreshed'));
  };
  return (
    <HasPermi value={[permission]}>
      <Button variant="outlined" color="error" startIcon={<SyncIcon />} onClick={() => void run()}>
        {t('refreshCache')}
      </Button>
    </HasPermi>
  );
}
