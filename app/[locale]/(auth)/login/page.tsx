import { AuthCard } from '@/features/auth/screens/auth-card';
import { LoginForm } from '@/features/auth/screens/login-form';
import { getPathname } from '@/i18n/navigation';
import { registrationOpen } from '@/features/content/registration';
import { safeRedirectPath } from '@/lib/http/safe-redirect';
import { authMetadata, authTexts, type AuthPageProps } from '../auth-page';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'login.title');

// The redirect target comes from the query string, so this page is rendered per request.
export const dynamic = 'force-dynamic';

export default async function LoginPage(props: AuthPageProps) {
  const { locale, t, site } = await authTexts(props);
  const { redirect } = await props.searchParams;
  const home = getPathname({ href: '/', locale });
  return (
    <AuthCard siteName={site('name')} title={t('login.title')}>
      <LoginForm
        redirectTo={safeRedirectPath(typeof redirect === 'string' ? redirect : null, home)}
        registrationOpen={await registrationOpen()}
      />
    </AuthCard>
  );
}
