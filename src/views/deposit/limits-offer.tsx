// The card on the recharge screen that offers deposit limits before the first deposit.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { limitsOfferMachine } from '../../machines/limits-offer.machine';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './deposit.css';

export function LimitsOffer() {
  const t = useT();
  const offer = useActorRef(limitsOfferMachine);
  const offered = useSelector(offer, (s) => s.matches('offered'));
  if (!offered) return null;
  return (
    <aside className={`${frame.card} ${styles.limitsOffer}`}>
      <p className={frame.muted}>{t('saferPlay.firstDepositOffer')}</p>
      <Link href={paths.saferPlay} className={frame.primaryButton}>{t('saferPlay.firstDepositLink')}</Link>
    </aside>
  );
}
