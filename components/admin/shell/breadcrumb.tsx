'use client';

import { Breadcrumbs, Typography } from '@mui/material';
import { Link } from '@/i18n/link';
import type { Crumb } from '@/lib/admin/server-routes';

/**
 * The page's trail: directories as text, pages as links, the last step as plain text. It keeps
 * to one line, shortening its steps with an ellipsis, since the navbar has a fixed height and a
 * wrapped trail would slide under the tags bar on a phone. A phone's navbar has room for one
 * step: it shows the page's own title rather than every step cut to nothing.
 */
export function Breadcrumb({ trail, home }: { trail: Crumb[]; home: Crumb }) {
  const steps = trail[0]?.path === home.path ? trail : [home, ...trail];
  return (
    <Breadcrumbs
      aria-label="breadcrumb"
      sx={{
        fontSize: 14,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
        '& .MuiBreadcrumbs-li:not(:last-of-type), & .MuiBreadcrumbs-separator': { display: { xs: 'none', sm: 'flex' } },
      }}
    >
      {steps.map((step, index) =>
        step.path && index < steps.length - 1 ? (
          <Link key={`${index}-${step.title}`} href={step.path} style={{ color: 'inherit' }}>
            {step.title}
          </Link>
        ) : (
          <Typography
            key={`${index}-${step.title}`}
            noWrap
            color={index === steps.length - 1 ? 'text.secondary' : 'text.primary'}
            sx={{ fontSize: 14 }}
          >
            {step.title}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
