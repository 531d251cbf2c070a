import { AuthCard } from '@/features/auth/screens/auth-card';
import { LoginForm } from '@/features/auth/screens/login-form';
import { getPathname } from '@/i18n/navigation';
import { registrationOpen } from '@/features/content/registration';
import { safeRedirectPath } from '@/lib/http/safe-redirect';
import { HOME_PATH } from '@/lib/admin/resolve-page';
import { authMetadata, authTexts, type AuthPageProps } from '../auth-page';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'login.title');

// The redirect target comes from the query string, so this page is rendered per request.
export const dynamic = 'force-dynamic';

export default async function LoginPage(props: AuthPageProps) {
  const { locale, t, site } = await authTexts(props);
  const { redirect } = await props.searchParams;
  const asked = typeof redirect === 'string' ? safeRedirectPath(redirect, '') : '';
  return (
    <AuthCard siteName={site('name')} title={t('login.title')}>
      <LoginForm
        redirectTo={asked || undefined}
        home={getPathname({ href: '/', locale })}
        backOffice={getPathname({ href: HOME_PATH, locale })}
        registrationOpen={await registrationOpen()}
      />
    </AuthCard>
  );
}
