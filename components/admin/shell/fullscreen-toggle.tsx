'use client';

import { IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';

/** Fullscreen on and off; a browser without the Fullscreen API gets the spec's warning. */
export function FullscreenToggle() {
  const t = useTranslations('admin.shell');
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      notify('warning', t('fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      notify('warning', t('fullscreenUnsupported'));
    }
  };
  return (
    <Tooltip title={t('fullscreen')}>
      <IconButton onClick={() => void toggle()} aria-label={t('fullscreen')} aria-pressed={full}>
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
