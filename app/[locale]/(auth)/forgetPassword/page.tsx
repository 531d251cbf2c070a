import { AuthCard } from '@/features/auth/screens/auth-card';
import { ForgetPasswordForm } from '@/features/auth/screens/forget-password-form';
import { authMetadata, authTexts, type AuthPageProps } from '../auth-page';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'forget.title');

export default async function ForgetPasswordPage(props: AuthPageProps) {
  const { t, site } = await authTexts(props);
  return (
    <AuthCard siteName={site('name')} title={t('forget.title')}>
      <ForgetPasswordForm />
    </AuthCard>
  );
}
