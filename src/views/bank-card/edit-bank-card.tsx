// /pages/account/myBankCard/editBankCard (SPEC.md §2, §3 "Bank card", §5 digits-only number):
// a new card (no `id` in the query) or the card `?id=`. The bank is chosen from the supported
// banks; the password is asked again before the card is saved (issue 8). Saved, the player goes
// back where they came from (the card list, or the cash-out screen that had no card).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../domain/routes';
import { phoneCountryOf } from '../../domain/validation';
import { bankCardEditMachine, type BankCardField } from '../../machines/bank-card-edit.machine';
import { choice } from '../../styles/recipes/choice.css';
import { useAppActors, useSiteInfo } from '../app-actors';
import * as fields from '../components/fields/fields.css';
import { PhoneField } from '../components/fields/phone-field';
import { TextField } from '../components/fields/text-field';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FieldAlert, FormAlert, invalidProps } from '../login/field-alert';
import { useT } from '../use-t';
import { BankMark, PasswordDialog } from '../wallet/wallet-parts';
import { TwoFactorCodeDialog } from '../security/two-factor-code-dialog';
import * as styles from './bank-card.css';

/** `?id=12` → 12; anything else is a new card. */
export function cardIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function EditBankCard() {
  const t = useT();
  const cardId = cardIdOf(useSearch());
  return (
    <Screen title={t(cardId === null ? 'bankCard.addTitle' : 'bankCard.editTitle')}>
      <section className={frame.card}>
        {/* A new machine per card: the form of one card never shows another's values. */}
        <BankCardForm key={cardId ?? 'new'} cardId={cardId} />
      </section>
    </Screen>
  );
}

function BankCardForm({ cardId }: { cardId: number | null }) {
  const t = useT();
  const alertId = useId();
  const { toast } = useAppActors();
  const [, setLocation] = useLocation();
  const phoneCountry = phoneCountryOf(useSiteInfo((s) => s.context.siteInfo?.countryCode));
  const editor = useActorRef(bankCardEditMachine, { input: { cardId, phoneCountry, toast } });
  const phase = useSelector(editor, (s) => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('saved') ? 'saved' : 'form'));
  const asking = useSelector(editor, (s) => s.matches('password') || s.matches('saving'));
  const banks = useSelector(editor, (s) => s.context.banks);
  const card = useSelector(editor, (s) => s.context.card);
  const form = useSelector(editor, (s) => s.context.form);
  const password = useSelector(editor, (s) => s.context.password);
  const invalid = useSelector(editor, (s) => s.context.invalid);
  const error = useSelector(editor, (s) => s.context.error);
  // Issue 12: with 2FA on, the code step saves the card after the password.
  const secondFactor = useSelector(editor, (s) => s.children.secondFactor);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));

  useEffect(() => {
    if (phase !== 'saved') return;
    if (window.history.length > 1) window.history.back();
    else setLocation(paths.myBankCard, { replace: true });
  }, [phase, setLocation]);

  if (phase === 'loading') return <p role="status" className={frame.muted}>{t('common.loading')}</p>;
  if (phase === 'loadFailed') {
    return (
      <>
        <FormAlert text={error} />
        <button type="button" className={frame.primaryButton} onClick={() => editor.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </>
    );
  }

  const change = (field: BankCardField) => (value: string) => editor.send({ type: 'CHANGE', field, value });
  const alert = (name: BankCardField) => <FieldAlert invalid={invalid} field={name} id={`${alertId}-${name}`} />;
  const chosenBank = banks.find((bank) => bank.bankCode === form.bank);

  return (
    <>
    <form className={fields.form} noValidate onSubmit={(event) => { event.preventDefault(); editor.send({ type: 'SAVE' }); }}>
      <fieldset className={styles.banks} disabled={busy} {...invalidProps(invalid, 'bank', `${alertId}-bank`)}>
        <legend className={styles.legend}>{t('bankCard.bank')}</legend>
        {banks.map((bank) => (
          <label key={bank.bankCode} className={choice({ shape: 'row', chosen: form.bank === bank.bankCode })}>
            <input type="radio" name={`${alertId}-bank`} value={bank.bankCode} checked={form.bank === bank.bankCode} onChange={() => change('bank')(bank.bankCode)} />
            <BankMark icon={bank.icon} name={bank.bankName} />
            <span className={styles.bankText}>{bank.bankName}</span>
          </label>
        ))}
      </fieldset>
      {alert('bank')}
      <TextField label={t('bankCard.holder')} value={form.bankCardName} onValue={change('bankCardName')} trim={false} autoComplete="name" disabled={busy}
        {...invalidProps(invalid, 'bankCardName', `${alertId}-bankCardName`)} />
      {alert('bankCardName')}
      <TextField label={t('bankCard.number')} value={form.bankCardAccount} onValue={change('bankCardAccount')} inputMode="numeric" autoComplete="off" maxLength={32} disabled={busy}
        placeholder={card ? t('bankCard.numberAgain', { number: card.bankCardAccount }) : t('bankCard.numberHint')}
        {...invalidProps(invalid, 'bankCardAccount', `${alertId}-bankCardAccount`)} />
      {card && <p className={styles.hint}>{t('bankCard.numberAgain', { number: card.bankCardAccount })}</p>}
      {alert('bankCardAccount')}
      <PhoneField label={t('bankCard.phone')} value={form.phone} onValue={change('phone')} disabled={busy} {...invalidProps(invalid, 'phone', `${alertId}-phone`)} />
      {alert('phone')}
      <TextField label={t('bankCard.remarkOptional')} value={form.bankCardRemark} onValue={change('bankCardRemark')} trim={false} autoComplete="off" disabled={busy}
        {...invalidProps(invalid, 'bankCardRemark', `${alertId}-bankCardRemark`)} />
      {alert('bankCardRemark')}
      <FormAlert text={asking ? null : error} />
      <button type="submit" className={fields.submit} disabled={busy}>{t(cardId === null ? 'bankCard.add' : 'bankCard.save')}</button>
    </form>
      {asking && (
        <PasswordDialog
          title={t('bankCard.passwordTitle')}
          text={t('bankCard.passwordText', { bank: chosenBank?.bankName ?? '' })}
          password={password}
          missing={invalid?.field === 'password'}
          error={error}
          busy={busy}
          onPassword={(value) => editor.send({ type: 'CHANGE_PASSWORD', value })}
          onConfirm={() => editor.send({ type: 'CONFIRM' })}
          onCancel={() => editor.send({ type: 'CANCEL' })}
        />
      )}
      {secondFactor && <TwoFactorCodeDialog actor={secondFactor} submitLabel={t(cardId === null ? 'bankCard.add' : 'bankCard.save')} />}
    </>
  );
}
