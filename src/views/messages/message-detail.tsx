// One message (SPEC.md §2 messageDetail): title, time and body as plain text (React escapes it; a
// message's markup shows as written, it never runs). Opening it marks it read; the badge follows.
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { Link, useSearch } from 'wouter';
import { paths } from '../../domain/routes';
import { messageDetailMachine } from '../../machines/message-detail.machine';
import { useSessionChild, useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { TimeAgo } from '../games/time-ago';
import { useT } from '../use-t';
import { siteDateTime } from '../../domain/display-format';
import { LoadFailed } from '../components/load-failed';
import { categoryLabel, Loading } from './message-parts';
import * as styles from './messages.css';

export default function MessageDetailScreen() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return <MessageDetail key={id} id={id} />;
}

function MessageDetail({ id }: { id: number }) {
  const t = useT();
  const unread = useSessionChild('unreadMessages');
  const detail = useActorRef(messageDetailMachine, { input: { id, unread } });
  const phase = useSelector(detail, (s) => s.value);
  const message = useSelector(detail, (s) => s.context.message);
  const error = useSelector(detail, (s) => s.context.error);
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  return (
    <Screen title={t('route.messageDetail')}>
      <div className={styles.column}>
        {phase === 'loading' && <Loading />}
        {phase === 'failed' && <LoadFailed error={error} onRetry={() => detail.send({ type: 'RETRY' })} />}
        {phase === 'missing' && (
          <section className={frame.card}>
            <p className={frame.muted}>{t('messages.missing')}</p>
            <Link href={paths.message} className={frame.primaryButton}>{t('messages.backToList')}</Link>
          </section>
        )}
        {phase === 'shown' && message && (
          <article className={clsx(frame.card, styles.article)}>
            <h2 className={styles.articleTitle}>{message.title}</h2>
            <p className={styles.articleMeta}>
              <span>{t(categoryLabel(message.category))}</span>
              <span aria-hidden="true">·</span>
              <TimeAgo epochMs={message.createdAt} />
              <span aria-hidden="true">·</span>
              <span>{siteDateTime(message.createdAt, zone)}</span>
            </p>
            <p className={styles.articleBody}>{message.content}</p>
          </article>
        )}
      </div>
    </Screen>
  );
}
