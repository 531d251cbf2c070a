import type { ReactNode } from 'react';
import { MuiProviders } from '@/components/mui/mui-providers';

/** Sign-in, registration and password reset: forms drawn with MUI. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <MuiProviders>{children}</MuiProviders>;
}
