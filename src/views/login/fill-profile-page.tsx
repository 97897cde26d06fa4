// /pages/login/fillProfile: after sign-up the player may complete their profile now or skip it;
// either way they go home.
import { useLocation } from 'wouter';
import { paths } from '../../domain/routes';
import { useSession } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { ProfileEditor } from '../account/my-infomation';
import { useT } from '../use-t';
import * as styles from '../account/my-infomation.css';

export default function FillProfilePage() {
  const t = useT();
  const [, setLocation] = useLocation();
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  const goHome = () => setLocation(desktop ? paths.desktopIndex : paths.home, { replace: true });
  return (
    <Screen title={t('route.fillProfile')}>
      <p className={frame.muted}>{t('profile.fillIntro')}</p>
      <section className={frame.card}>
        <ProfileEditor onSaved={goHome} />
      </section>
      <button type="button" className={styles.secondaryButton} onClick={goHome}>{t('profile.skip')}</button>
    </Screen>
  );
}
