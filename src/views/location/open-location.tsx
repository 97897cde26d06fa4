// Opening a location in the device's maps app (open-location.machine.ts): the place's name and
// address from the link's query (?address=…&name=…), a link to the maps address this device can
// open (a real link, so a long press offers the system's own choices), and copying the address for
// a maps app the link does not reach.
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { mapsPlatformOf } from '../../domain/maps-url';
import { paths } from '../../domain/routes';
import { openLocationMachine } from '../../machines/open-location.machine';
import { useSession } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './location.css';

const COPY_NOTE = { copied: 'location.copied', copyFailed: 'location.copyFailed' } as const;

export default function OpenLocation() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const deviceType = useSession((s) => s.context.deviceInfo.deviceType);
  const place = useActorRef(openLocationMachine, {
    input: { address: query.get('address'), name: query.get('name'), platform: mapsPlatformOf(navigator.userAgent, deviceType) },
  });
  const snapshot = useSelector(place, (s) => s);
  const { address, name, url, opened } = snapshot.context;
  const copyState = snapshot.matches({ showing: 'copied' }) ? 'copied' : snapshot.matches({ showing: 'copyFailed' }) ? 'copyFailed' : null;

  if (snapshot.matches('missing') || !url) {
    return (
      <Screen title={t('route.openLocation')}>
        <section className={frame.card}><p className={frame.muted}>{t('location.missing')}</p></section>
        <Link href={paths.home} className={frame.primaryButton}>{t('pending.home')}</Link>
      </Screen>
    );
  }
  // A web map opens beside the site; geo: and Apple Maps links leave the browser for the app.
  const web = url.startsWith('https://www.google.com/');
  return (
    <Screen title={name ?? t('route.openLocation')}>
      <section className={frame.card} aria-labelledby="location-address">
        <h2 id="location-address" className={styles.label}>{t('location.address')}</h2>
        <address className={styles.address}>{address}</address>
      </section>
      <div className={styles.actions}>
        <a href={url} className={frame.primaryButton} target={web ? '_blank' : undefined} rel={web ? 'noopener noreferrer' : undefined}
          onClick={() => place.send({ type: 'OPENED' })}>
          {t('location.openMaps')}
        </a>
        <button type="button" className={styles.secondaryButton} disabled={snapshot.matches({ showing: 'copying' })}
          onClick={() => place.send({ type: 'COPY' })}>
          {t('location.copyAddress')}
        </button>
      </div>
      <p role="status" className={frame.muted}>
        {copyState ? t(COPY_NOTE[copyState]) : opened ? t('location.openedHint') : ''}
      </p>
    </Screen>
  );
}
