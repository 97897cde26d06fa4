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
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import { BonusArtwork } from './bonus-kind-icon';
import { CardPending, ClaimList, ClaimPage, ClaimRow, ProgramHero, useClaimPageInput } from './claim-page';
import * as styles from './bonus.css';

type SystemBonusRef = ReturnType<typeof useActorRef<typeof systemBonusMachine>>;

const FILTERS: ReadonlyArray<BonusState | null> = [null, ...BONUS_STATES];

export default function SystemBonus() {
  const t = useT();
  const page = useActorRef(systemBonusMachine, { input: useClaimPageInput() });
  return <ClaimPage title={t('route.systemBonus')} page={page} program={<LevelCard page={page} />} list={<BonusList page={page} />} />;
}

function LevelCard({ page }: { page: SystemBonusRef }) {
  const t = useT();
  const format = useWalletFormat();
  const detail = useSelector(page, (s) => s.context.detail);
  const failed = useSelector(page, (s) => s.matches({ detail: 'failed' }));
  const error = useSelector(page, (s) => s.context.detailError);
  if (failed) return <CardPending error={error} onRetry={() => page.send({ type: 'RETRY_DETAIL' })} />;
  if (!detail) return <CardPending error={null} />;
  const head = (
    <>
      <p className={styles.heroLabel}>{t('bonus.yourLevel')}</p>
      <h2 id="bonus-level" className={styles.heroFigure}>{detail.levelName || t('bonus.level', { level: detail.level })}</h2>
    </>
  );
  return (
    <>
      <ProgramHero labelledBy="bonus-level" artwork="upgrade" head={head}>
        <p className={styles.heroLine}>
          {detail.pendingCount > 0
            ? t('bonus.pendingSummary', { count: detail.pendingCount, amount: format.money(detail.pendingTotal) })
            : t('bonus.nothingPending')}
        </p>
      </ProgramHero>
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
  const filter = (
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
  );
  return (
    <ClaimList
      id="bonus-list"
      title={t('bonus.listTitle')}
      page={page}
      artwork="system"
      emptyText={chosen ? t('bonus.emptyState', { state: t(`bonus.states.${chosen}`) }) : t('bonus.empty')}
      filter={filter}
    >
      {rows.map((row) => <BonusRow key={row.id} row={row} page={page} />)}
    </ClaimList>
  );
}

function BonusRow({ row, page }: { row: LevelBonusItem; page: SystemBonusRef }) {
  const t = useT();
  const format = useWalletFormat();
  const title = t(`bonus.kinds.${row.kind}`);
  const shown = row.level !== null && row.kind !== 'birthday' ? t('bonus.titleWithLevel', { title, level: row.level }) : title;
  return (
    <ClaimRow page={page} row={row} testId="bonus-row" artwork={row.kind} title={{ shown, claim: title }} claimable={row.state === 'pending'}>
      {row.note && <p className={styles.rowMeta}>{row.note}</p>}
      <p className={styles.rowMeta}>{dateLine(row, t, format.time)}</p>
    </ClaimRow>
  );
}

/** When it was paid, when it lapsed, or until when it can be claimed. */
function dateLine(row: LevelBonusItem, t: ReturnType<typeof useT>, date: (epochMs: number) => string): string {
  if (row.paidAt !== null) return t(row.state === 'issued' ? 'bonus.issuedOn' : 'bonus.claimedOn', { date: date(row.paidAt) });
  if (row.state === 'expired' && row.expiresAt !== null) return t('bonus.expiredOn', { date: date(row.expiresAt) });
  if (row.expiresAt !== null) return t('bonus.expiresOn', { date: date(row.expiresAt) });
  return t('bonus.noExpiry');
}
