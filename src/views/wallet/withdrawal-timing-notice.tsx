// The timing notice of SPEC.md §9 on the cash-out screen: when money requested now arrives.
import { useT } from '../use-t';
import * as own from './cashout.css';

export function WithdrawalTiming() {
  const t = useT();
  return (
    <section className={own.notice} aria-labelledby="withdrawal-timing">
      <h2 id="withdrawal-timing" className={own.noticeTitle}>{t('cashout.timingTitle')}</h2>
      <p className={own.noticeText}>{t('cashout.timingRule')}</p>
    </section>
  );
}
