// /pages/index/notice (SPEC.md §2): the live notices, newest first, each with its title and when it
// was posted, leading to its page.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { noticeListMachine } from '../../machines/notice-list.machine';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { TimeAgo } from '../games/time-ago';
import { useT } from '../use-t';
import * as styles from './notice-list.css';
import { LoadFailed } from '../components/load-failed';

export const noticeHref = (id: number) => `${paths.noticeDetail}?id=${id}`;

export default function NoticeList() {
  const t = useT();
  const list = useActorRef(noticeListMachine, { input: {} });
  const notices = useSelector(list, (s) => s.context.notices);
  const phase = useSelector(list, (s) => (s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'loading'));
  const error = useSelector(list, (s) => s.context.error);

  return (
    <Screen title={t('route.notice')}>
      <div className={styles.column} aria-busy={phase === 'loading'}>
        {phase === 'failed' && (
          <LoadFailed error={error} onRetry={() => list.send({ type: 'RETRY' })} />
        )}
        {phase === 'shown' && notices.length === 0 && (
          <section className={`${frame.card} ${styles.empty}`}>
            <p className={frame.muted}>{t('notice.empty')}</p>
          </section>
        )}
        {notices.length > 0 && (
          <ul className={styles.items}>
            {notices.map((notice) => (
              <li key={notice.id} className={styles.item}>
                <Link href={noticeHref(notice.id)} className={styles.link}>
                  <h2 className={styles.title}>{notice.title}</h2>
                  <TimeAgo epochMs={notice.createdAt} className={styles.time} />
                  <span className={styles.chevron} aria-hidden="true">›</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Screen>
  );
}
