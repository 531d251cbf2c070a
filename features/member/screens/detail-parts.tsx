'use client';

import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { downloadUrl } from '@/features/member/client/api';
import { fileSizeText } from '@/lib/format/file-size';

/** A titled part of a detail dialog (申请信息, 附件, 办理记录). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Long text takes the whole row. */
  wide?: boolean;
}

/** Labelled values in two columns, as a description list. */
export function DetailGrid({ items }: { items: DetailItem[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', gap: 1, gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0, minWidth: 96 }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** An uploaded file as a download link with its size; a file no longer stored says so. */
export function FileLink({
  fileName,
  originalFilename,
  size,
  missing,
}: {
  fileName: string;
  originalFilename: string | null;
  size?: number | null;
  missing: string;
}) {
  if (originalFilename === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {missing}
      </Typography>
    );
  }
  return (
    <span>
      <Link href={downloadUrl(fileName)} download={originalFilename}>
        {originalFilename}
      </Link>
      {typeof size === 'number' ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {fileSizeText(size)}
        </Typography>
      ) : null}
    </span>
  );
}
