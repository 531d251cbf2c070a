import { Alert, Link as MuiLink } from '@mui/material';
import { AuthCard } from '@/features/auth/screens/auth-card';
import { RegisterForm } from '@/features/auth/screens/register-form';
import { Link } from '@/i18n/link';
import { registrationOpen } from '@/features/content/registration';
import { authMetadata, authTexts, type AuthPageProps } from '../auth-page';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'register.title');

export default async function RegisterPage(props: AuthPageProps) {
  const { t, site } = await authTexts(props);
  return (
    <AuthCard siteName={site('name')} title={t('register.title')}>
      {(await registrationOpen()) ? (
        <RegisterForm />
      ) : (
        <Alert
          severity="info"
          action={
            <MuiLink component={Link} href="/login">
              {t('toLogin')}
            </MuiLink>
          }
        >
          {t('register.closed')}
        </Alert>
      )}
    </AuthCard>
  );
}
