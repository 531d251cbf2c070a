'use client';

import { Box, Button, Collapse } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';

/** The filters above a list: fields in a row, search and reset; hidden by the toolbar's toggle. */
export function QueryForm({
  show,
  onSearch,
  onReset,
  children,
}: {
  show: boolean;
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('admin.common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Collapse in={show}>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        {children}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {t('search')}
          </Button>
          <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
            {t('reset')}
          </Button>
        </Box>
      </Box>
    </Collapse>
  );
}
