import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui/mui-providers';

/**
 * The member pages (/Declare, /Membership, /personal, /user/profile): forms drawn with MUI, in
 * the portal's shell. The reading pages beside them load no MUI.
 */
export default function MemberLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
