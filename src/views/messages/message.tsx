// The message screen (SPEC.md §2 message): the categories activity, platform and system, each with
// its unread number and latest title; a category opens its list.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { messageCentreMachine } from '../../machines/message-centre.machine';
import { Screen } from '../components/screen';
import { UnreadBadge } from '../components/unread-badge';
import { useT } from '../use-t';
import { visuallyHidden } from '../../styles/utilities.css';
import { LoadFailed } from '../components/load-failed';
import { categoryLabel, Loading } from './message-parts';
import * as styles from './messages.css';

export default function MessageCentre() {
  const t = useT();
  const centre = useActorRef(messageCentreMachine);
  const categories = useSelector(centre, (s) => s.context.categories);
  const phase = useSelector(centre, (s) => s.value);
  const error = useSelector(centre, (s) => s.context.error);
  return (
    <Screen title={t('route.message')}>
      <div className={styles.column}>
        {phase === 'loading' && <Loading />}
        {phase === 'failed' && <LoadFailed error={error} onRetry={() => centre.send({ type: 'RETRY' })} />}
        {phase === 'shown' && (
          <ul className={styles.list}>
            {categories.map(({ category, unread, latest }) => {
              const name = t(categoryLabel(category));
              return (
                <li key={category}>
                  <Link href={`${paths.messageList}?category=${category}`} className={styles.category}>
                    <span className={styles.categoryIcon} aria-hidden="true">{name.slice(0, 1)}</span>
                    <span className={styles.categoryBody}>
                      <span className={styles.categoryName}>{name}</span>
                      <span className={styles.rowLine}>{latest?.title ?? t('messages.noMessagesYet')}</span>
                    </span>
                    <UnreadBadge count={unread} />
                    {unread > 0 && <span className={visuallyHidden}>{t('messages.unreadCount', { count: unread })}</span>}
                    <span className={styles.chevron} aria-hidden="true">›</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Screen>
  );
}
