// /pages/index/noticeDetail?id= (SPEC.md §2): one notice, its title, when it was posted on the
// site's clock, and its rich content (NoticeHtml). A notice taken down, or a link without a
// notice's id, says so and leads to the list.
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../domain/routes';
import { siteDateTime } from '../../domain/display-format';
import { noticeDetailMachine } from '../../machines/notice-detail.machine';
import { button } from '../../styles/recipes/button.css';
import { useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './notice-detail.css';
import { NoticeHtml } from './notice-html';

export default function NoticeDetail() {
  const id = Number(new URLSearchParams(useSearch()).get('id') ?? Number.NaN);
  // A new id (a link from one notice to another) is a new page.
  return <NoticePage key={id} id={id} />;
}

function NoticePage({ id }: { id: number }) {
  const t = useT();
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  const page = useActorRef(noticeDetailMachine, { input: { id } });
  const notice = useSelector(page, (s) => s.context.notice);
  const phase = useSelector(page, (s) => (s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : s.matches('missing') ? 'missing' : 'loading'));
  const error = useSelector(page, (s) => s.context.error);

  return (
    <Screen title={t('route.noticeDetail')}>
      {phase === 'shown' && notice && (
        <article className={`${frame.card} ${styles.article}`} aria-labelledby="notice-title">
          <header className={styles.header}>
            <h2 id="notice-title" className={styles.title}>{notice.title}</h2>
            <time className={styles.time} dateTime={new Date(notice.createdAt).toISOString()}>{siteDateTime(notice.createdAt, zone)}</time>
          </header>
          <NoticeHtml html={notice.content} />
        </article>
      )}
      {(phase === 'failed' || phase === 'missing') && (
        <section className={`${frame.card} ${styles.article}`} role="alert">
          <p className={frame.muted}>{phase === 'missing' ? t('notice.missing') : error || t('common.networkError')}</p>
          <div className={styles.actions}>
            {phase === 'failed' && <button type="button" className={frame.primaryButton} onClick={() => page.send({ type: 'RETRY' })}>{t('common.retry')}</button>}
            <Link href={paths.notice} className={button({ tone: 'outline', size: 'md' })}>{t('notice.all')}</Link>
          </div>
        </section>
      )}
      {phase === 'loading' && <section className={`${frame.card} ${styles.article}`} aria-busy="true" aria-label={t('common.loading')} />}
    </Screen>
  );
}
