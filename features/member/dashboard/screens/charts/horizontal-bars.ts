'use client';

import { useMediaQuery, useTheme } from '@mui/material';

const MIN_ROWS = 3;

/**
 * The width a horizontal bar chart gives its category labels (titles): enough for a short title
 * beside the bars on a wide screen, less on a phone so the bars keep room. Longer titles end in
 * an ellipsis; the tooltip and the table carry them whole.
 */
export function useLabelWidth(): number {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true }) ? 200 : 140;
}

/**
 * A horizontal bar chart's height for its rows, so that one article is not drawn as a slab. It
 * is known with the figures, before the chart library arrives, so the card never changes height.
 */
export const barsHeight = (rows: number, rowHeight: number, axesHeight: number) => Math.max(rows, MIN_ROWS) * rowHeight + axesHeight;
