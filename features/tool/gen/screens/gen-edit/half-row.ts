import type { GridProps } from '@mui/material';

/** Half the generator's wide form from the medium breakpoint up: two fields side by side. */
export const WIDE_HALF: GridProps['size'] = { xs: 12, md: 6 };
