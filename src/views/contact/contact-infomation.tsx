// /pages/account/contactInfomation (SPEC.md §2, §6 guest whitelist, §7, §8 "Copy failed and copy
// success"): the operator's customer-service channels, each with its kind's mark, its name and its
// value; every value copies, and one that is an address (web, phone, email, Telegram) also opens.
import { useActorRef, useSelector } from '@xstate/react';
import { opensNewTab, serviceContactHref } from '../../domain/contact-link';
import { serviceContactsMachine } from '../../machines/service-contacts.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { CopyButton } from '../deposit/copy-button';
import { useT } from '../use-t';
import { ChannelIcon } from './channel-icon';
import * as styles from './contact.css';

export default function ContactInfomation() {
  const t = useT();
  const contacts = useActorRef(serviceContactsMachine);
  const phase = useSelector(contacts, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('empty') ? 'empty' : 'loaded'));
  const channels = useSelector(contacts, (s) => s.context.contacts);
  const error = useSelector(contacts, (s) => s.context.error);

  let body;
  if (phase === 'loading') body = <p role="status" className={frame.muted}>{t('common.loading')}</p>;
  else if (phase === 'failed') {
    body = (
      <section className={frame.card}>
        <p role="alert" className={styles.error}>{error}</p>
        <button type="button" className={styles.primary} onClick={() => contacts.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </section>
    );
  } else if (phase === 'empty') body = <section className={frame.card}><p className={frame.muted}>{t('contact.noChannels')}</p></section>;
  else {
    body = (
      <ul className={styles.channels}>
        {channels.map((channel, index) => {
          const href = serviceContactHref(channel);
          const newTab = href !== null && opensNewTab(href);
          return (
            <li key={`${index}-${channel.value}`} className={styles.channel}>
              <ChannelIcon type={channel.type} className={styles.channelIcon} />
              <div className={styles.channelText}>
                <p className={styles.channelName}>{channel.label}</p>
                {href ? (
                  <a
                    href={href}
                    className={styles.channelLink}
                    aria-label={t('contact.open', { label: channel.label })}
                    {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {channel.value}
                    {newTab && <span className={visuallyHidden}> {t('contact.newTab')}</span>}
                  </a>
                ) : (
                  <p className={styles.channelValue}>{channel.value}</p>
                )}
              </div>
              <span className={styles.channelEnd}><CopyButton text={channel.value} label={channel.label} /></span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Screen title={t('route.contactInfomation')}>
      <div className={styles.column}>
        <p className={frame.muted}>{t('contact.channelsIntro')}</p>
        {body}
      </div>
    </Screen>
  );
}
