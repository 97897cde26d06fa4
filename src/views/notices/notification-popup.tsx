// SPEC.md §4 notifications: the live notices in a popup, when notification-popup.machine.ts says
// they are due. A native modal <dialog>: the page behind is inert, focus stays inside and goes back
// where it was on close, and Escape closes it like the Close button (both mark the notices shown).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import type { NoticeItem } from '../../domain/message.schema';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import { notificationPopupMachine } from '../../machines/notification-popup.machine';
import { button } from '../../styles/recipes/button.css';
import { TimeAgo } from '../games/time-ago';
import { useT } from '../use-t';
import { NoticeHtml } from './notice-html';
import * as styles from './notification-popup.css';

export function NotificationPopup({ notices, countryTimezone }: { notices: NoticeItem[]; countryTimezone: number }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const popup = useActorRef(notificationPopupMachine, { input: { notices, countryTimezone } });
  const open = useSelector(popup, (s) => s.hasTag('open'));
  const shown = useSelector(popup, (s) => s.context.notices);
  const close = () => popup.send({ type: 'CLOSE' });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element, the scrolling notices; Close is the way out.
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open && (
        <>
          <header className={styles.header}>
            <h2 id={`${id}-title`} className={styles.title}>{t('notice.home.popupTitle')}</h2>
          </header>
          <div className={styles.body} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
            {shown.map((notice) => (
              <article key={notice.id} className={styles.notice} aria-labelledby={`${id}-${notice.id}`}>
                <h3 id={`${id}-${notice.id}`} className={styles.noticeTitle}>{notice.title}</h3>
                <TimeAgo epochMs={notice.createdAt} className={styles.time} />
                <NoticeHtml html={notice.content} />
              </article>
            ))}
          </div>
          <footer className={styles.actions}>
            <Link href={paths.notice} className={button({ tone: 'soft', size: 'sm' })} onClick={close}>{t('notice.home.allNotices')}</Link>
            <button type="button" className={button({ tone: 'primary', size: 'sm' })} onClick={close} ref={closeRef}>{t('common.close')}</button>
          </footer>
        </>
      )}
    </dialog>
  );
}
