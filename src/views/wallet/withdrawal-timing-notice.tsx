// The timing notice of SPEC.md §9 on the cash-out screen: the rule in words, and when money
// requested now arrives by the site's clock (withdrawal-timing.ts, the rule the server applies to
// each request's arrivesAt).
import { useState } from 'react';
import { withdrawalArrivesAt } from '../../domain/withdrawal-timing';
import { useT } from '../use-t';
import { useWalletFormat } from './wallet-parts';
import * as own from './cashout.css';

export function WithdrawalTiming() {
  const t = useT();
  const format = useWalletFormat();
  // The moment the screen opened: a request made now is what the notice is about.
  const [openedAt] = useState(() => Date.now());
  return (
    <section className={own.notice} aria-labelledby="withdrawal-timing">
      <h2 id="withdrawal-timing" className={own.noticeTitle}>{t('cashout.timingTitle')}</h2>
      <p className={own.noticeWhen} data-testid="withdrawal-arrival">{t('cashout.arrivesIfNow', { time: format.time(withdrawalArrivesAt(openedAt, format.zone)) })}</p>
      <p className={own.noticeText}>{t('cashout.timingRule')}</p>
    </section>
  );
}
