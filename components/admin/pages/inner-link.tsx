'use client';

import { Box } from '@mui/material';
import type { AdminPageProps } from './page-props';

/** A menu's inner link: the address shown in a frame inside the shell. */
export default function InnerLinkPage({ page }: AdminPageProps) {
  if (!page.link) return null;
  return <Box component="iframe" src={page.link} title={page.title} sx={{ width: '100%', height: 'calc(100vh - 130px)', border: 0 }} />;
}
