// /pages/login/getFacebookQuery and /pages/login/bindPhone (SPEC.md §2). Facebook login needs the
// site's Facebook app (facebookAppId) and the Facebook SDK, which this release does not load: the
// pages say so plainly and offer the normal login. Nothing here pretends to sign anyone in.
import { Link } from 'wouter';
import { paths, type RouteName } from '../../domain/routes';
import type { SiteInfoReply } from '../../domain/site-info.schema';
import { useSession, useSessionChild, useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

function FacebookPage({ route }: { route: Extract<RouteName, 'getFacebookQuery' | 'bindPhone'> }) {
  const t = useT();
  const guestGuard = useSessionChild('guestGuard');
  // The session keeps the whole site-info reply; its SiteInfo type leaves server configuration out.
  const configured = useSiteInfo((s) => Boolean((s.context.siteInfo as Partial<SiteInfoReply> | null)?.facebookAppId));
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  return (
    <Screen title={t(`route.${route}`)}>
      <section className={frame.card} role="status">
        <p className={frame.muted}>{configured ? t('facebook.needsSdk') : t('facebook.unavailable')}</p>
      </section>
      {/* Desktop logs in through the popup; a phone has the login page. */}
      {desktop ? (
        <button type="button" className={frame.primaryButton} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' })}>{t('facebook.useLogin')}</button>
      ) : (
        <Link href={paths.accountLogin} className={frame.primaryButton}>{t('facebook.useLogin')}</Link>
      )}
    </Screen>
  );
}

export function GetFacebookQuery() {
  return <FacebookPage route="getFacebookQuery" />;
}

export function BindPhone() {
  return <FacebookPage route="bindPhone" />;
}
