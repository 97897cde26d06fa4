// "Log in with Facebook": shown only when the server has a Facebook app configured
// (getWebsiteInfo's facebookAppId). The Facebook screens start at /pages/login/getFacebookQuery.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import type { SiteInfoReply } from '../../domain/site-info.schema';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './login-forms.css';

export function FacebookLoginLink({ onFollow }: { onFollow?: () => void }) {
  const t = useT();
  // The session keeps the whole reply; its SiteInfo type leaves the server configuration out.
  const facebookAppId = useSiteInfo((s) => (s.context.siteInfo as Partial<SiteInfoReply> | null)?.facebookAppId ?? '');
  if (!facebookAppId) return null;
  return <Link href={paths.getFacebookQuery} className={styles.facebook} onClick={onFollow}>{t('login.facebook')}</Link>;
}
