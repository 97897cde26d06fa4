// The card form both deposit pages fill in (the automatic deposit, the manual deposit's report): its
// groups in one column, busy while it is sent, and a submit that goes to the page's machine.
import type { ReactNode } from 'react';
import * as frame from '../components/screen.css';
import * as styles from './deposit.css';

export function DepositForm({ busy, onSubmit, children }: { busy: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={frame.card}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.column}>{children}</div>
    </form>
  );
}
