// /pages/account/myBankCard (SPEC.md §2 "Bank card": add and edit; a prompt when there is none):
// the player's cards with the default marked; another default is chosen with the password asked
// again (issue 8) and, with 2FA on, the code step's dialog after it (issue 17).
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { Link } from 'wouter';
import type { BankCardItem } from '../../domain/bank-card.schema';
import { paths } from '../../domain/routes';
import { bankCardsMachine } from '../../machines/bank-cards.machine';
import { useAppActors } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { TwoFactorCodeDialog } from '../security/two-factor-code-dialog';
import { useT } from '../use-t';
import { BankMark, EmptyList, PasswordDialog } from '../wallet/wallet-parts';
import * as wallet from '../wallet/wallet.css';
import * as styles from './bank-card.css';

export default function MyBankCard() {
  const t = useT();
  const { toast } = useAppActors();
  const list = useActorRef(bankCardsMachine, { input: { toast } });
  const cards = useSelector(list, (s) => s.context.cards);
  const phase = useSelector(list, (s) => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'list'));
  const asking = useSelector(list, (s) => s.matches('password') || s.matches('settingDefault'));
  const busy = useSelector(list, (s) => s.hasTag('busy'));
  const password = useSelector(list, (s) => s.context.password);
  const missing = useSelector(list, (s) => s.context.passwordMissing);
  const error = useSelector(list, (s) => s.context.error);
  const choosing = useSelector(list, (s) => s.context.cards.find((card) => card.id === s.context.choosing) ?? null);
  const secondFactor = useSelector(list, (s) => s.children.secondFactor);

  return (
    <Screen title={t('route.myBankCard')}>
      {phase === 'loading' && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
      {phase === 'loadFailed' && (
        <section className={frame.card}>
          <FormAlert text={error} />
          <button type="button" className={frame.primaryButton} onClick={() => list.send({ type: 'RETRY' })}>{t('common.retry')}</button>
        </section>
      )}
      {phase === 'list' && cards.length === 0 && (
        <section className={frame.card}>
          <EmptyList text={t('cashout.noCard')}>
            <Link href={paths.editBankCard} className={wallet.action}>{t('bankCard.add')}</Link>
          </EmptyList>
        </section>
      )}
      {phase === 'list' && cards.length > 0 && (
        <>
          <ul className={styles.list}>
            {cards.map((card) => (
              <CardItem key={card.id} card={card} onDefault={() => list.send({ type: 'SET_DEFAULT', id: card.id })} />
            ))}
          </ul>
          <Link href={paths.editBankCard} className={wallet.secondaryAction}>{t('bankCard.add')}</Link>
        </>
      )}
      {asking && choosing && (
        <PasswordDialog
          title={t('bankCard.setDefaultTitle')}
          text={t('bankCard.setDefaultText', { bank: choosing.bankName, number: choosing.bankCardAccount })}
          password={password}
          missing={missing}
          error={error}
          busy={busy}
          onPassword={(value) => list.send({ type: 'CHANGE_PASSWORD', value })}
          onConfirm={() => list.send({ type: 'CONFIRM' })}
          onCancel={() => list.send({ type: 'CANCEL' })}
        />
      )}
      {secondFactor && <TwoFactorCodeDialog actor={secondFactor} submitLabel={t('bankCard.setDefault')} />}
    </Screen>
  );
}

function CardItem({ card, onDefault }: { card: BankCardItem; onDefault: () => void }) {
  const t = useT();
  const isDefault = card.defaultStatus === 1;
  return (
    <li className={clsx(styles.card, isDefault && styles.defaultCard)} data-testid="bank-card">
      <div className={styles.head}>
        <BankMark icon={card.icon} name={card.bankName} />
        <h2 className={styles.bankName}>{card.bankName}</h2>
        {isDefault && <span className={styles.defaultMark}>{t('bankCard.default')}</span>}
      </div>
      <p className={styles.number}>{card.bankCardAccount}</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('bankCard.holder')}</dt>
        <dd className={styles.factValue}>{card.bankCardName}</dd>
        <dt className={styles.factName}>{t('bankCard.phone')}</dt>
        <dd className={styles.factValue}>{card.phone || '-'}</dd>
        {card.bankCardRemark && (
          <>
            <dt className={styles.factName}>{t('bankCard.remark')}</dt>
            <dd className={styles.factValue}>{card.bankCardRemark}</dd>
          </>
        )}
      </dl>
      <div className={styles.cardActions}>
        {!isDefault && <button type="button" className={wallet.softAction} onClick={onDefault}>{t('bankCard.setDefault')}</button>}
        <Link href={`${paths.editBankCard}?id=${card.id}`} className={wallet.softAction} aria-label={t('bankCard.editNamed', { bank: card.bankName, number: card.bankCardAccount })}>
          {t('bankCard.edit')}
        </Link>
      </div>
    </li>
  );
}
