// /pages/account/systemBonus (SPEC.md §2 systemBonus, §3 bonus kinds, §4 bonus states; issue 11):
// what the player's level gives (monthly, birthday, upgrade, deposit percent), the birthday it
// uses or a way to set one, and the player's bonuses by state with a confirmed claim each.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { BONUS_STATES, type BonusState } from '../../domain/bonus';
import type { LevelBonusDetail, LevelBonusItem } from '../../domain/bonus.schema';
import { formatDecimal } from '../../domain/display-format';
import { paths } from '../../domain/routes';
import { systemBonusMachine } from '../../machines/system-bonus.machine';
import { useAppActors, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import { BonusArtwork } from './bonus-kind-icon';
import { BonusBadge, ClaimControls, ClaimOutcome, type RowClaim } from './bonus-parts';
import * as styles from './bonus.css';

type SystemBonusRef = ReturnType<typeof useActorRef<typeof systemBonusMachine>>;

const FILTERS: ReadonlyArray<BonusState | null> = [null, ...BONUS_STATES];

export default function SystemBonus() {
  const t = useT();
  const wallet = useSessionChild('wallet');
  const { confirm } = useAppActors();
  const page = useActorRef(systemBonusMachine, { input: { wallet, confirm } });
  const paid = useSelector(page, (s) => s.context.paid?.amount ?? null);
  const claimError = useSelector(page, (s) => (s.matches({ claim: 'retrying' }) ? null : s.context.claimError));
  return (
    <Screen title={t('route.systemBonus')}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <LevelCard page={page} />
        </div>
        <div className={styles.column}>
          <ClaimOutcome paid={paid} error={claimError} />
          <BonusList page={page} />
        </div>
      </div>
    </Screen>
  );
}

function LevelCard({ page }: { page: SystemBonusRef }) {
  const t = useT();
  const format = useWalletFormat();
  const detail = useSelector(page, (s) => s.context.detail);
  const failed = useSelector(page, (s) => s.matches({ detail: 'failed' }));
  const error = useSelector(page, (s) => s.context.detailError);
  if (failed) {
    return (
      <section className={frame.card}>
        <FormAlert text={error} />
        <button type="button" className={styles.softButton} onClick={() => page.send({ type: 'RETRY_DETAIL' })}>{t('common.retry')}</button>
      </section>
    );
  }
  if (!detail) return <section className={frame.card}><p role="status" className={styles.muted}>{t('common.loading')}</p></section>;
  return (
    <>
      <section className={styles.hero} aria-labelledby="bonus-level">
        <div className={styles.heroHead}>
          <BonusArtwork kind="upgrade" size="hero" />
          <div className={styles.heroText}>
            <p className={styles.heroLabel}>{t('bonus.yourLevel')}</p>
            <h2 id="bonus-level" className={styles.heroFigure}>{detail.levelName || t('bonus.level', { level: detail.level })}</h2>
          </div>
        </div>
        <p className={styles.heroLine}>
          {detail.pendingCount > 0
            ? t('bonus.pendingSummary', { count: detail.pendingCount, amount: format.money(detail.pendingTotal) })
            : t('bonus.nothingPending')}
        </p>
      </section>
      <section className={frame.card} aria-labelledby="bonus-perks">
        <h2 id="bonus-perks" className={frame.sectionTitle}>{t('bonus.perksTitle')}</h2>
        <Perks detail={detail} />
        <BirthdayHint birthday={detail.birthday} />
      </section>
    </>
  );
}

function Perks({ detail }: { detail: LevelBonusDetail }) {
  const t = useT();
  const format = useWalletFormat();
  const perks = [
    { kind: 'monthly', label: t('bonus.kinds.monthly'), value: format.money(detail.monthlyAmount) },
    { kind: 'birthday', label: t('bonus.kinds.birthday'), value: format.money(detail.birthdayAmount) },
    { kind: 'upgrade', label: t('bonus.kinds.upgrade'), value: format.money(detail.upgradeAmount) },
    { kind: 'deposit', label: t('bonus.kinds.deposit'), value: t('bonus.percentOfDeposit', { percent: formatDecimal(detail.depositPercent) }) },
  ] as const;
  return (
    <ul className={styles.perks}>
      {perks.map((perk) => (
        <li key={perk.kind} className={styles.perk}>
          <BonusArtwork kind={perk.kind} />
          <span className={styles.perkText}>
            <span className={styles.perkLabel}>{perk.label}</span>
            <span className={styles.perkValue}>{perk.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function BirthdayHint({ birthday }: { birthday: string | null }) {
  const t = useT();
  if (birthday) return <p className={styles.hint}>{t('bonus.birthdayOn', { date: birthday })}</p>;
  return (
    <p className={styles.hint}>
      {t('bonus.birthdayMissing')}
      <Link href={paths.myInfomation} className={styles.hintLink}>{t('bonus.setBirthday')}</Link>
    </p>
  );
}

function BonusList({ page }: { page: SystemBonusRef }) {
  const t = useT();
  const rows = useSelector(page, (s) => s.context.rows);
  const chosen = useSelector(page, (s) => s.context.state);
  const phase = useSelector(page, (s) => (s.matches({ list: 'failed' }) ? 'failed' : s.matches({ list: 'loading' }) ? 'loading' : 'shown'));
  const error = useSelector(page, (s) => s.context.listError);
  const canMore = useSelector(page, (s) => s.can({ type: 'MORE' }));
  const firstPage = useSelector(page, (s) => s.context.page === 1);
  return (
    <section className={frame.card} aria-labelledby="bonus-list">
      <div className={styles.sectionHead}>
        <h2 id="bonus-list" className={styles.sectionTitle}>{t('bonus.listTitle')}</h2>
      </div>
      <div className={styles.chips} role="group" aria-label={t('bonus.filterLabel')}>
        {FILTERS.map((state) => (
          <button
            key={state ?? 'all'}
            type="button"
            className={state === chosen ? styles.chip.chosen : styles.chip.idle}
            aria-pressed={state === chosen}
            onClick={() => page.send({ type: 'SET_STATE', value: state })}
          >
            {state ? t(`bonus.states.${state}`) : t('bonus.all')}
          </button>
        ))}
      </div>
      {phase === 'loading' && firstPage && <p role="status" className={styles.muted}>{t('common.loading')}</p>}
      {phase === 'failed' && (
        <div className={styles.more}>
          <FormAlert text={error} />
          <button type="button" className={styles.softButton} onClick={() => page.send({ type: 'RETRY_LIST' })}>{t('common.retry')}</button>
        </div>
      )}
      {phase === 'shown' && rows.length === 0 && (
        <div className={styles.empty}>
          <BonusArtwork kind="system" size="large" />
          <p className={styles.muted}>{chosen ? t('bonus.emptyState', { state: t(`bonus.states.${chosen}`) }) : t('bonus.empty')}</p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className={styles.rows} aria-label={t('bonus.listTitle')}>
          {rows.map((row) => <BonusRow key={row.id} row={row} page={page} />)}
        </ul>
      )}
      {(canMore || (phase === 'loading' && !firstPage)) && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} disabled={phase === 'loading'} onClick={() => page.send({ type: 'MORE' })}>
            {phase === 'loading' ? t('common.loading') : t('bonus.more')}
          </button>
        </div>
      )}
    </section>
  );
}

function useRowClaim(page: SystemBonusRef, id: number): RowClaim {
  const claiming = useSelector(page, (s) => s.context.claiming === id && s.matches({ claim: 'claiming' }));
  const retrying = useSelector(page, (s) => s.context.claiming === id && s.matches({ claim: 'retrying' }));
  const error = useSelector(page, (s) => (s.context.claiming === id ? s.context.claimError : null));
  const busy = useSelector(page, (s) => !s.matches({ claim: 'idle' }));
  return { claiming, retrying, error, busy };
}

function BonusRow({ row, page }: { row: LevelBonusItem; page: SystemBonusRef }) {
  const t = useT();
  const format = useWalletFormat();
  const claim = useRowClaim(page, row.id);
  const title = t(`bonus.kinds.${row.kind}`);
  return (
    <li className={styles.row} data-testid="bonus-row">
      <BonusArtwork kind={row.kind} />
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{row.level !== null && row.kind !== 'birthday' ? t('bonus.titleWithLevel', { title, level: row.level }) : title}</p>
        {row.note && <p className={styles.rowMeta}>{row.note}</p>}
        <p className={styles.rowMeta}>{dateLine(row, t, format.time)}</p>
      </div>
      <div className={styles.rowSide}>
        <span className={styles.amount}>{format.money(row.amount)}</span>
        <BonusBadge state={row.state} />
      </div>
      {row.state === 'pending' && (
        <ClaimControls
          label={t('bonus.claimLabel', { title, amount: format.money(row.amount) })}
          claim={claim}
          onClaim={() => page.send({ type: 'CLAIM', id: row.id })}
          onRetry={() => page.send({ type: 'RETRY' })}
          onCancel={() => page.send({ type: 'CANCEL' })}
        />
      )}
    </li>
  );
}

/** When it was paid, when it lapsed, or until when it can be claimed. */
function dateLine(row: LevelBonusItem, t: ReturnType<typeof useT>, date: (epochMs: number) => string): string {
  if (row.paidAt !== null) return t(row.state === 'issued' ? 'bonus.issuedOn' : 'bonus.claimedOn', { date: date(row.paidAt) });
  if (row.state === 'expired' && row.expiresAt !== null) return t('bonus.expiredOn', { date: date(row.expiresAt) });
  if (row.expiresAt !== null) return t('bonus.expiresOn', { date: date(row.expiresAt) });
  return t('bonus.noExpiry');
}
