import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';
import { authMetadata, authTexts, type AuthPageProps } from '../auth-page';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'register.title');

export default async function RegisterPage(props: AuthPageProps) {
  const { t, site } = await authTexts(props);
  return (
    <AuthCard siteName={site('name')} title={t('register.title')}>
      <RegisterForm />
    </AuthCard>
  );
}
