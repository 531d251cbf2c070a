'use client';

import { Box, MenuItem, Pagination, Select, TextField, Typography, useMediaQuery } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MOBILE_MEDIA_QUERY } from '@/lib/admin/layout-settings';
import { scrollToTop } from '@/lib/admin/scroll-to';
import { NARROW_PAGER_COUNT, PAGER_COUNT } from '@/lib/rules/pager';
import { PAGE_SIZES } from '@/lib/seo/public-routes';

interface Props {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (pageNum: number, pageSize: number) => void;
}

/**
 * The list pager of the spec (section 9): total, page sizes 10/20/30/50, previous, page numbers
 * (7, or 5 under 992 px), next and a jump box; every change scrolls back to the top in 800 ms.
 * Hidden when there is nothing to page.
 */
export function AdminPagination({ total, pageNum, pageSize, onChange }: Props) {
  const t = useTranslations('admin.pager');
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [jump, setJump] = useState('');
  if (total <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // MUI counts the page buttons as first + last + siblings around the current one + two gaps.
  const siblingCount = ((narrow ? NARROW_PAGER_COUNT : PAGER_COUNT) - 5) / 2;
  const change = (nextPage: number, nextSize = pageSize) => {
    onChange(nextPage, nextSize);
    scrollToTop();
  };
  const jumpTo = () => {
    const page = Number(jump);
    setJump('');
    if (Number.isInteger(page) && page >= 1) change(Math.min(page, pageCount));
  };
  return (
    <Box
      component="nav"
      aria-label={t('label')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, mt: 2 }}
    >
      <Typography variant="body2">{t('total', { total })}</Typography>
      <Select
        size="small"
        value={pageSize}
        onChange={(event) => {
          const size = Number(event.target.value);
          change(Math.min(pageNum, Math.max(1, Math.ceil(total / size))), size);
        }}
        inputProps={{ 'aria-label': t('pageSize') }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {t('perPage', { size })}
          </MenuItem>
        ))}
      </Select>
      <Pagination
        count={pageCount}
        page={Math.min(pageNum, pageCount)}
        siblingCount={siblingCount}
        boundaryCount={1}
        onChange={(_, page) => change(page)}
        shape="rounded"
        color="primary"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2">{t('goTo')}</Typography>
        <TextField
          size="small"
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => event.key === 'Enter' && jumpTo()}
          onBlur={() => jump && jumpTo()}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('jump'), style: { width: 40, textAlign: 'center' } } }}
        />
        <Typography variant="body2">{t('page')}</Typography>
      </Box>
    </Box>
  );
}
