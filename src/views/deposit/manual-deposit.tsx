// /pages/account/myWallet/manualDeposit (SPEC.md §3 "Manual deposit", §5 uploads, §8 texts): the
// operator's accounts to transfer to (copyable), then the player's report of the transfer with a
// receipt photo sent with visible progress. The manual-deposit machine checks, uploads and submits.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { UPLOAD_MAX_BYTES } from '../../domain/pay';
import { paths } from '../../domain/routes';
import { manualDepositMachine, type ManualField } from '../../machines/manual-deposit.machine';
import { choice } from '../../styles/recipes/choice.css';
import { input as inputBox, inputRow } from '../../styles/recipes/input.css';
import { visuallyHidden } from '../../styles/utilities.css';
import { useSiteInfo } from '../app-actors';
import { AmountInput } from '../components/fields/amount-input';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { BalanceCard } from './balance-card';
import { DepositForm } from './deposit-form';
import { CopyButton } from './copy-button';
import * as styles from './deposit.css';

/** A local preview of the chosen picture, released when it changes. */
function usePreview(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** Now, as the date-time input writes it (local time), as the latest time it accepts. */
function localNow(): string {
  const date = new Date();
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
}

export default function ManualDeposit() {
  const t = useT();
  const id = useId();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const manual = useActorRef(manualDepositMachine, { input: {} });
  const phase = useSelector(manual, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('noPayees') ? 'noPayees' : s.matches('submitted') ? 'submitted' : 'form',
  );
  const payees = useSelector(manual, (s) => s.context.payees);
  const form = useSelector(manual, (s) => s.context.form);
  const receipt = useSelector(manual, (s) => s.context.receipt);
  const file = useSelector(manual, (s) => s.context.file);
  const progress = useSelector(manual, (s) => s.context.progress);
  const uploadError = useSelector(manual, (s) => s.context.uploadError);
  const notice = useSelector(manual, (s) => s.context.notice);
  const invalid = useSelector(manual, (s) => s.context.invalid);
  const error = useSelector(manual, (s) => s.context.error);
  const result = useSelector(manual, (s) => s.context.result);
  const submitting = useSelector(manual, (s) => s.matches({ form: 'submitting' }));
  const preview = usePreview(file);
  const [maxTime] = useState(localNow);

  const alertId = (field: ManualField) => `${id}-${field}-alert`;
  const invalidText = (field: ManualField) =>
    invalid?.field === field ? (field === 'receipt' ? t('deposit.receiptRequired') : t(`deposit.invalid.${invalid.rule}`)) : null;
  const fieldAlert = (field: ManualField) => {
    const text = invalidText(field);
    return text ? <p id={alertId(field)} role="alert" className={styles.error}>{text}</p> : null;
  };
  const invalidProps = (field: ManualField) => (invalid?.field === field ? { 'aria-invalid': true, 'aria-describedby': alertId(field) } : {});

  let body;
  if (phase === 'loading') body = <p role="status" className={frame.muted}>{t('common.loading')}</p>;
  else if (phase === 'loadFailed') {
    body = (
      <section className={frame.card}>
        <p role="alert" className={styles.error}>{error}</p>
        <button type="button" className={styles.primary} onClick={() => manual.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </section>
    );
  } else if (phase === 'noPayees') body = <section className={frame.card}><p className={frame.muted}>{t('deposit.noPayees')}</p></section>;
  else if (phase === 'submitted') {
    body = (
      <section className={`${frame.card} ${styles.centred}`} role="status">
        <span className={`${styles.markShape} ${styles.mark.waiting}`} aria-hidden="true">✓</span>
        <h2 className={styles.outcomeTitle}>{t('deposit.submittedTitle')}</h2>
        <p className={frame.muted}>{t('deposit.submittedText')}</p>
        {result && (
          <p className={styles.copyRow}>
            <span className={styles.hint}>{t('deposit.orderNo')}</span>
            <span className={styles.mono} data-testid="order-no">{result.orderNo}</span>
          </p>
        )}
        <div className={styles.actions}>
          <Link href={paths.myWallet} className={styles.primary}>{t('deposit.toWallet')}</Link>
          <Link href={paths.account} className={styles.smallButton}>{t('route.account')}</Link>
        </div>
      </section>
    );
  } else {
    const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
    const busy = submitting;
    body = (
      <DepositForm busy={busy} onSubmit={() => manual.send({ type: 'SUBMIT' })}>
        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>{t('deposit.payee')}</legend>
          <p className={styles.hint}>{t('deposit.payeeHint')}</p>
          <div className={styles.rows}>
            {payees.map((payee) => (
              <div key={payee.id} className={choice({ shape: 'row', chosen: payee.id === form.payeeAccountId })}>
                <input
                  type="radio"
                  id={`${id}-payee-${payee.id}`}
                  className={styles.radio}
                  name={`${id}-payee`}
                  checked={payee.id === form.payeeAccountId}
                  onChange={() => manual.send({ type: 'CHOOSE_PAYEE', payeeAccountId: payee.id })}
                />
                <label htmlFor={`${id}-payee-${payee.id}`} className={styles.rowText}>
                  <span className={styles.rowTitle}>{payee.bankName}</span>
                  <span className={styles.rowHint}>{t('deposit.accountName')}: {payee.accountName}</span>
                  <span className={`${styles.rowHint} ${styles.mono}`}>{t('deposit.accountNumber')}: {payee.accountNumber}</span>
                </label>
                <span className={styles.rowEnd}><CopyButton text={payee.accountNumber} label={payee.bankName} /></span>
              </div>
            ))}
          </div>
          {fieldAlert('payeeAccountId')}
        </fieldset>

        <div className={styles.group}>
          <label htmlFor={`${id}-member`} className={styles.legend}>{t('deposit.memberBankAccount')}</label>
          <div className={inputRow({ disabled: busy })}>
            <input id={`${id}-member`} className={inputBox} inputMode="numeric" autoComplete="off" maxLength={40} disabled={busy}
              value={form.memberBankAccount} placeholder={t('deposit.memberBankAccountHint')} {...invalidProps('memberBankAccount')}
              onChange={(event) => manual.send({ type: 'CHANGE', field: 'memberBankAccount', value: event.target.value.trim() })} />
          </div>
          {fieldAlert('memberBankAccount')}
        </div>

        <div className={styles.group}>
          <label htmlFor={`${id}-time`} className={styles.legend}>{t('deposit.depositTime')}</label>
          <div className={inputRow({ disabled: busy })}>
            <input id={`${id}-time`} className={inputBox} type="datetime-local" max={maxTime} disabled={busy}
              value={form.depositTime} {...invalidProps('depositTime')}
              onChange={(event) => manual.send({ type: 'CHANGE', field: 'depositTime', value: event.target.value })} />
          </div>
          {fieldAlert('depositTime')}
        </div>

        <div className={styles.group}>
          <label htmlFor={`${id}-amount`} className={styles.legend}>{t('deposit.transferAmount')}</label>
          <AmountInput id={`${id}-amount`} symbol={symbol} busy={busy} value={form.amount} placeholder={t('deposit.amountPlaceholder')} {...invalidProps('amount')}
            onChange={(event) => manual.send({ type: 'CHANGE', field: 'amount', value: event.target.value.trim() })} />
          {fieldAlert('amount')}
        </div>

        <div className={styles.group}>
          <span className={styles.legend} id={`${id}-receipt-label`}>{t('deposit.receipt')}</span>
          <label className={styles.dropArea}>
            <input
              type="file"
              accept="image/*"
              className={visuallyHidden}
              disabled={busy}
              aria-labelledby={`${id}-receipt-label ${id}-receipt-pick`}
              {...invalidProps('receipt')}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                // The same picture chosen again after a failure is a new choice.
                event.target.value = '';
                manual.send({ type: 'PICK_FILES', files });
              }}
            />
            {preview ? <img src={preview} alt={t('deposit.receiptPreview')} className={styles.preview} /> : <span className={styles.preview} aria-hidden="true">+</span>}
            <span className={styles.rowText}>
              <span id={`${id}-receipt-pick`} className={styles.rowTitle}>{receipt === 'empty' ? t('deposit.receiptPick') : t('deposit.receiptChange')}</span>
              <span className={styles.rowHint}>{t('deposit.receiptHint', { size: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)) })}</span>
            </span>
          </label>
          {receipt === 'uploading' && (
            <>
              <progress className={styles.progress} max={100} value={percent} aria-label={t('deposit.uploadingLabel')} />
              <p className={styles.hint} role="status">{t('deposit.uploading', { percent })}</p>
            </>
          )}
          {receipt === 'uploaded' && (
            <p className={styles.copyRow}>
              <span className={styles.hint} role="status">{t('deposit.uploaded')}</span>
              <button type="button" className={styles.linkButton} disabled={busy} onClick={() => manual.send({ type: 'REMOVE_RECEIPT' })}>{t('deposit.remove')}</button>
            </p>
          )}
          {receipt === 'failed' && (
            <div className={styles.copyRow} role="alert">
              <span className={styles.error}>{t('deposit.uploadFailed')}{uploadError ? ` (${uploadError})` : ''}</span>
              <button type="button" className={styles.smallButton} onClick={() => manual.send({ type: 'RETRY_UPLOAD' })}>{t('deposit.retryUpload')}</button>
            </div>
          )}
          {notice && <p role="alert" className={styles.error}>{t(`deposit.${notice}`)}</p>}
          {fieldAlert('receipt')}
        </div>

        {error && <p role="alert" className={styles.error}>{error}</p>}
        <button type="submit" className={styles.submit} disabled={busy}>{t('deposit.submitManual')}</button>
        <p className={styles.hint}>{t('deposit.reviewHint')}</p>
      </DepositForm>
    );
  }

  return (
    <Screen title={t('route.manualDeposit')}>
      <div className={styles.column}>
        <BalanceCard />
        {body}
      </div>
    </Screen>
  );
}
