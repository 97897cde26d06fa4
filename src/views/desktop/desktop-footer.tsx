// The desktop footer: the site's name and the pages a player looks for at the foot of a site
// (contact information, contact us, notices, user agreement, responsible play), and the place of its social links.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';
import { DesktopSocialLinks } from './desktop-social-links';
import * as styles from './desktop-layout.css';

const FOOTER_LINKS = ['contactInfomation', 'contactUs', 'notice', 'userAgreement', 'responsiblePlay'] as const;

export function DesktopFooter() {
  const t = useT();
  const siteName = useSiteInfo((s) => s.context.siteInfo?.websiteName ?? '');
  return (
    <footer className={styles.footer}>
      <div className={styles.footerRow}>
        <div className={styles.footerBrand}>
          <span className={styles.footerName}>{siteName}</span>
          <span className={styles.footerNote}>{t('desktop.footerNote')}</span>
        </div>
        <nav aria-label={t('desktop.footerMenu')}>
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map((route) => (
              <li key={route}><Link href={paths[route]} className={styles.footerLink}>{t(`route.${route}`)}</Link></li>
            ))}
          </ul>
        </nav>
        <DesktopSocialLinks />
      </div>
    </footer>
  );
}
