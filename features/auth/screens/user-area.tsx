'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/link';
import { hasSessionHint } from '@/lib/signed-in-hint';
import { onUserChanged } from '@/lib/user-changed';
import { HOME_PATH } from '@/lib/admin/resolve-page';
import { toCurrentUser, type CurrentUser } from '@/lib/user-info';
import styles from '@/components/portal/shell.module.css';

/** The account calls, loaded only for a reader who may be signed in. */
const authCalls = async () => {
  const [{ getInfo, logout }, { ApiError }] = await Promise.all([import('@/features/auth/client/api'), import('@/lib/http/request')]);
  return { getInfo, logout, ApiError };
};

/**
 * Sign-in links, or the signed-in user's avatar and nickname linking to /personal (and, for
 * staff, the way into the back office). Decided in
 * the browser, so the cached page is the same for everybody and no one's name leaks through it.
 */
export function UserArea() {
  const t = useTranslations('portal');
  const tAuth = useTranslations('auth');
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);

  useEffect(() => {
    const read = () => {
      // Without the session hint there is nobody to ask about, and the API helpers are not loaded.
      const user = hasSessionHint(document.cookie)
        ? authCalls().then(({ getInfo, ApiError }) =>
            getInfo()
              .then(toCurrentUser)
              .catch((error) => {
                if (!(error instanceof ApiError)) throw error;
                return null;
              }),
          )
        : Promise.resolve(null);
      void user.then(setUser);
    };
    read();
    return onUserChanged(read);
  }, []);

  const signOut = async () => {
    if (!window.confirm(tAuth('logoutConfirm'))) return;
    const { logout, ApiError } = await authCalls();
    await logout().catch((error) => {
      if (!(error instanceof ApiError)) throw error;
    });
    window.location.reload();
  };

  // Until the browser knows, the sign-in links hold their place unseen: for the many readers who
  // are not signed in they then appear where they stood, and nothing of the header moves.
  if (!user) {
    return (
      <div className={styles.user} aria-busy={user === undefined} style={user === undefined ? { visibility: 'hidden' } : undefined}>
        <Link href="/login">{t('login')}</Link>
        <span aria-hidden="true">|</span>
        <Link href="/register">{t('register')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.user}>
      {user.isStaff ? (
        <Link href={HOME_PATH} prefetch={false}>
          {t('backOffice')}
        </Link>
      ) : null}
      <Link href="/personal">
        <img className={styles.avatar} src={user.avatar} alt="" width={28} height={28} /> {user.nickName}
      </Link>
      <button type="button" onClick={signOut}>
        {t('logout')}
      </button>
    </div>
  );
}
