import { getLocale, getTranslations } from 'next-intl/server';
import type { FriendlyLink } from '@/features/content/public-content';
import styles from '@/components/portal/shell.module.css';

const ICP_SYSTEM_URL = 'https://beian.miit.gov.cn/';

/** Friendly links, the contact block from config (in the page's language), copyright, ICP number and the WeChat QR code. */
export async function SiteFooter({ links, settings }: { links: FriendlyLink[]; settings: Record<string, string> }) {
  const [t, locale] = await Promise.all([getTranslations('portal'), getLocale()]);
  const english = locale === 'en';
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section>
          <h2>{t('friendlyLinks')}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.linkUrl} target="_blank" rel="noopener noreferrer">
                  {english ? link.linkEsName || link.linkName : link.linkName}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('contact')}</h2>
          <ul>
            <li>
              {t('phone')}
              {t('colon')}
              {settings['footer.phone']}
            </li>
            <li>
              {t('address')}
              {t('colon')}
              {settings['footer.address']}
            </li>
            <li>
              {t('email')}
              {t('colon')}
              <a href={`mailto:${settings['footer.email']}`}>{settings['footer.email']}</a>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('wechat')}</h2>
          {settings['footer.wechatQr'] ? <img src={settings['footer.wechatQr']} alt={t('wechatAlt')} width={112} height={112} /> : null}
        </section>
      </div>
      <p className={styles.copyright}>
        {settings['footer.copyright']}{' '}
        <a href={ICP_SYSTEM_URL} target="_blank" rel="noopener noreferrer" title={t('icpLink')}>
          {settings['footer.icp']}
        </a>
      </p>
    </footer>
  );
}
