// The strip itself (loaded after the rails, see home-notices.tsx): the newest notice's title,
// leading to its page, and the way to all of them. It does not scroll or rotate: a title that
// changes under the finger gets the wrong notice tapped, and the list has them all.
//
// The notification popup (SPEC.md §4) starts here too, with the notices the strip loaded: the home
// is where every visit begins, for signed-in players and guests alike (notices are public), so the
// popup opens once a day there, or when the notices change, and never over a game or a form.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import { noticeListMachine } from '../../machines/notice-list.machine';
import { useCurrentSiteInfo } from '../app-actors';
import { NotificationPopup } from '../notices/notification-popup';
import { useT } from '../use-t';
import * as styles from './home-notices.css';

export default function NoticeStrip({ reserve }: { reserve: boolean }) {
  const t = useT();
  const zone = useCurrentSiteInfo()?.countryTimezone ?? 0;
  const list = useActorRef(noticeListMachine, { input: { quiet: true } });
  const notices = useSelector(list, (s) => s.context.notices);
  const phase = useSelector(list, (s) => (s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'loading'));
  const [latest] = notices;

  if (phase === 'loading') return reserve ? <div className={styles.placeholder} aria-hidden="true" /> : null;
  // No notices, or they could not be read: the strip steps aside; the games matter more.
  if (!latest) return null;
  return (
    <>
      <section className={styles.strip} aria-label={t('notice.home.label')}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M3 10v4a1 1 0 0 0 1 1h2l1.4 4.2a1 1 0 0 0 1 .8h1.1a.5.5 0 0 0 .5-.6L9.2 15H10l7 4V5l-7 4H4a1 1 0 0 0-1 1Zm16-1.5v7a3.5 3.5 0 0 0 0-7Z" />
        </svg>
        <Link href={`${paths.noticeDetail}?id=${latest.id}`} className={styles.latest}>
          <span className={styles.latestText}>{latest.title}</span>
        </Link>
        <Link href={paths.notice} className={styles.all}>
          {t('notice.home.all', { count: notices.length })}
        </Link>
      </section>
      <NotificationPopup notices={notices} countryTimezone={zone} />
    </>
  );
}
