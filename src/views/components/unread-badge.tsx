// The unread message count as a pill (SPEC.md §3 unread messages). The number is decoration: the
// link it sits in carries the count in its accessible name.
import clsx from 'clsx';
import { unreadBadgeText } from '../../domain/unread-badge';
import * as styles from './unread-badge.css';

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const text = unreadBadgeText(count);
  if (text === null) return null;
  return <span className={clsx(styles.badge, className)} aria-hidden="true">{text}</span>;
}
