// Pieces the wallet screens share: amounts and times in the site's currency and timezone, the
// trade-state badge, the empty list that says what to do, and the password asked again.
import { useId, useMemo, type ReactNode } from 'react';
import type { TradeState } from '../../domain/trade';
import { formatMoney } from '../../domain/money-format';
import { formatCompactMoney, formatSignedMoney } from '../../domain/money-variants';
import { siteDateTime } from '../../domain/display-format';
import { badge } from '../../styles/recipes/badge.css';
import { useSiteInfo } from '../app-actors';
import * as overlay from '../components/overlays.css';
import { PasswordField } from '../components/fields/password-field';
import * as fields from '../components/fields/fields.css';
import { useT } from '../use-t';
import * as styles from './wallet.css';

/** Money and time as this site writes them. */
export function useWalletFormat() {
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  // One object per symbol and zone, so a chart that draws with it is not redrawn on every render.
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, symbol),
      signed: (amount: number) => formatSignedMoney(amount, symbol),
      compact: (amount: number) => formatCompactMoney(amount, symbol),
      time: (epochMs: number) => siteDateTime(epochMs, zone),
      zone,
    }),
    [symbol, zone],
  );
}

/** A bank's logo, or its initials on a soft tile when the bank has no logo. */
export function BankMark({ icon, name }: { icon: string; name: string }) {
  if (icon) return <img src={icon} alt="" className={styles.bankMark} />;
  const initials = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).map((word) => word[0]).join('').slice(0, 3) || name.slice(0, 2);
  return <span className={styles.bankMark} aria-hidden="true">{initials}</span>;
}

const STATE_CLASS: Record<TradeState, string> = {
  done: badge({ state: 'done' }),
  failed: badge({ state: 'failed' }),
  pendingReview: badge({ state: 'pendingReview' }),
  pendingPayment: badge({ state: 'pendingPayment' }),
};

export function StateBadge({ state }: { state: TradeState }) {
  const t = useT();
  return <span className={STATE_CLASS[state]}>{t(`bill.states.${state}`)}</span>;
}

export function EmptyList({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </div>
  );
}

/** The player's password asked again before a card changes (issue 8). */
export function PasswordDialog(props: {
  title: string;
  text: string;
  password: string;
  missing: boolean;
  error: string | null;
  busy: boolean;
  onPassword: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={overlay.mask}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={overlay.dialog}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        <h2 id={`${id}-title`} className={overlay.dialogTitle}>{props.title}</h2>
        <p className={overlay.dialogText}>{props.text}</p>
        <PasswordField
          label={t('fields.password')}
          value={props.password}
          onValue={props.onPassword}
          disabled={props.busy}
          autoFocus
          {...(props.missing ? { 'aria-invalid': true, 'aria-describedby': `${id}-alert` } : {})}
        />
        {props.missing && <p id={`${id}-alert`} role="alert" className={fields.error}>{t('validation.required')}</p>}
        {props.error && <p role="alert" className={fields.error}>{props.error}</p>}
        <div className={overlay.actions}>
          <button type="button" className={overlay.secondaryButton} onClick={props.onCancel} disabled={props.busy}>{t('common.cancel')}</button>
          <button type="submit" className={overlay.confirmButton} disabled={props.busy}>{t('common.confirm')}</button>
        </div>
      </form>
    </div>
  );
}
