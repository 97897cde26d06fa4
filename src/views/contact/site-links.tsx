// The site's own links from site info (SPEC.md §3 "Site info"; changed by the operator without a
// rebuild): its TikTok, Facebook and YouTube pages, and where to download the app. On a phone,
// mobileBottomPictureStatus turns the download into a banner with the app's picture; otherwise it
// is a plain link. Nothing shows for a link the operator left empty. On a phone they close the
// Account page; on a desktop they sit in the site's footer (and the Account page leaves them out).
// Where the browser offers to install the site (app-install.machine.ts), "Install the app" comes
// first: the site itself on the home screen, with or without a download link.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appInstallMachine } from '../../machines/app-install.machine';
import { useAppActors, useSession, useSiteInfo, useStartedActor } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './site-links.css';

const SOCIAL = ['tiktokLink', 'facebookLink', 'youtubeLink'] as const;
const NAME = { tiktokLink: 'contact.tiktok', facebookLink: 'contact.facebook', youtubeLink: 'contact.youtube' } as const;
const MARK: Record<(typeof SOCIAL)[number], string> = {
  tiktokLink: 'M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3.2A2.8 2.8 0 1 0 14 15z',
  facebookLink: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.87.25-1.46 1.5-1.46H16.6V4.47A21 21 0 0 0 14.3 4.3c-2.28 0-3.8 1.39-3.8 3.94V10.5H8v3h2.5V21z',
  youtubeLink: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

export function SiteLinks({ place = 'account' }: { place?: 'account' | 'desktopFooter' }) {
  const t = useT();
  const site = useSiteInfo((s) => s.context.siteInfo);
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  const appInstall = useStartedActor(useAppActors().appInstall);
  const installable = useInstallable(appInstall);
  if (!site || (desktop && place === 'account')) return null;
  // Inside the desktop footer a second <footer> landmark would say nothing new.
  const Wrapper = place === 'desktopFooter' ? 'div' : 'footer';
  const social = SOCIAL.filter((key) => site[key].trim() !== '');
  const download = site.appDownloadLink.trim();
  if (social.length === 0 && !download && !installable) return null;
  const picture = site.appLogo || site.websiteLogo;
  return (
    <Wrapper className={styles.foot}>
      {installable && appInstall && (
        <button type="button" className={styles.installButton} onClick={() => appInstall.send({ type: 'INSTALL' })}>
          <span className={styles.bannerText}>
            <span className={styles.bannerTitle}>{t('install.action')}</span>
            <span className={styles.bannerHint}>{t('install.hint')}</span>
          </span>
        </button>
      )}
      {download && !desktop && site.mobileBottomPictureStatus ? (
        <a href={download} className={styles.banner} target="_blank" rel="noopener noreferrer" data-testid="app-download-banner">
          {picture && <img src={picture} alt="" className={styles.bannerPicture} />}
          <span className={styles.bannerText}>
            <span className={styles.bannerTitle}>{t('contact.appDownload')}</span>
            <span className={styles.bannerHint}>{t('contact.appDownloadHint')} {t('contact.newTab')}</span>
          </span>
        </a>
      ) : download ? (
        <a href={download} className={styles.downloadLink} target="_blank" rel="noopener noreferrer">
          {t('contact.appDownload')}
        </a>
      ) : null}
      {social.length > 0 && (
        <nav className={styles.social} aria-labelledby="site-links-follow">
          <p id="site-links-follow" className={styles.socialTitle}>{t('contact.followUs')}</p>
          <ul className={styles.socialList}>
            {social.map((key) => (
              <li key={key}>
                <a href={site[key]} className={styles.socialLink} target="_blank" rel="noopener noreferrer">
                  <span className={styles.socialMark} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" focusable="false"><path d={MARK[key]} /></svg>
                  </span>
                  {t(NAME[key])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Wrapper>
  );
}

/** Whether the browser offers to install the site now; false until the offer's machine has started. */
function useInstallable(appInstall: ActorRefFrom<typeof appInstallMachine> | undefined): boolean {
  return useSelector(appInstall, (s) => s?.matches('available') ?? false);
}
