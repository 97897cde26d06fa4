// One category's messages (SPEC.md §2 messageList): title, first line, time and an unread dot per
// message, newest first; more on request; mark all read.
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { Link, useSearch } from 'wouter';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../domain/message';
import { paths } from '../../domain/routes';
import { messageListMachine } from '../../machines/message-list.machine';
import { useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { TimeAgo } from '../games/time-ago';
import { useT } from '../use-t';
import { visuallyHidden } from '../../styles/utilities.css';
import { LoadFailed } from '../components/load-failed';
import { categoryLabel, Loading } from './message-parts';
import * as styles from './messages.css';

const categoryOf = (search: string): MessageCategory | null => {
  const value = new URLSearchParams(search).get('category');
  return MESSAGE_CATEGORIES.find((category) => category === value) ?? null;
};

export default function MessageListScreen() {
  const t = useT();
  const category = categoryOf(useSearch());
  if (!category) {
    return (
      <Screen title={t('route.messageList')}>
        <section className={frame.card}>
          <p className={frame.muted}>{t('messages.missing')}</p>
          <Link href={paths.message} className={frame.primaryButton}>{t('messages.backToList')}</Link>
        </section>
      </Screen>
    );
  }
  // A new category is a new list: the key starts its machine again.
  return <CategoryList key={category} category={category} />;
}

/** The first line of a message: what the row shows under its title. */
const firstLine = (content: string): string => content.split(/\r?\n/).find((line) => line.trim() !== '')?.trim() ?? '';

function CategoryList({ category }: { category: MessageCategory }) {
  const t = useT();
  const unread = useSessionChild('unreadMessages');
  const list = useActorRef(messageListMachine, { input: { category, unread } });
  const rows = useSelector(list, (s) => s.context.rows);
  const phase = useSelector(list, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : s.matches('markingAllRead') ? 'marking' : 'shown'));
  const error = useSelector(list, (s) => s.context.error);
  const canMore = useSelector(list, (s) => s.can({ type: 'MORE' }));
  const canAllRead = useSelector(list, (s) => s.can({ type: 'ALL_READ' }));
  const firstPage = useSelector(list, (s) => s.context.page === 1);
  const title = t(categoryLabel(category));
  return (
    <Screen title={title}>
      <div className={styles.column}>
        {rows.length > 0 && (
          <div className={styles.toolbar}>
            <button type="button" className={styles.toolbarButton} disabled={!canAllRead} onClick={() => list.send({ type: 'ALL_READ' })}>
              {t('messages.allRead')}
            </button>
          </div>
        )}
        {phase === 'loading' && firstPage && <Loading />}
        {phase === 'failed' && <LoadFailed error={error} onRetry={() => list.send({ type: 'RETRY' })} />}
        {phase === 'shown' && rows.length === 0 && (
          <section className={frame.card}>
            <p className={frame.muted}>{t('messages.empty')}</p>
          </section>
        )}
        {rows.length > 0 && (
          <ul className={styles.list} aria-label={title}>
            {rows.map((row) => (
              <li key={row.id}>
                <Link href={`${paths.messageDetail}?id=${row.id}`} className={styles.row}>
                  {row.read ? <span className={styles.noDot} /> : <span className={styles.dot} />}
                  <span className={styles.rowBody}>
                    <span className={styles.rowHead}>
                      <span className={clsx(styles.rowTitle, !row.read && styles.rowTitleUnread)}>
                        {!row.read && <span className={visuallyHidden}>{t('messages.unread')}: </span>}
                        {row.title}
                      </span>
                      <TimeAgo epochMs={row.createdAt} className={styles.time} />
                    </span>
                    <span className={styles.rowLine}>{firstLine(row.content)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {(canMore || (phase === 'loading' && !firstPage)) && (
          <button type="button" className={styles.moreButton} disabled={phase === 'loading'} onClick={() => list.send({ type: 'MORE' })}>
            {phase === 'loading' ? t('common.loading') : t('messages.more')}
          </button>
        )}
      </div>
    </Screen>
  );
}
