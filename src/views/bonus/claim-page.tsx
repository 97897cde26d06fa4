// The page skeleton the rebate and system-bonus screens share: what the program gives on one side
// (its hero card), the last claim's outcome and the list of claimable rows on the other; the list
// loads page by page, says why it failed (with a retry), and says so when it is empty; each row
// shows its amount, its state and, while it can be claimed, its claim controls.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BonusState, RebateState } from '../../domain/bonus';
import type { ClaimPageInput } from '../../machines/claim.machine';
import type { rebateMachine } from '../../machines/rebate.machine';
import type { systemBonusMachine } from '../../machines/system-bonus.machine';
import { useAppActors, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import { BonusArtwork, type ArtworkKind } from './bonus-kind-icon';
import { BonusBadge, ClaimControls, ClaimOutcome, type RowClaim } from './bonus-parts';
import * as styles from './bonus.css';

/** What either page machine starts with: the session's wallet summary and the app's confirm dialog. */
export function useClaimPageInput(): ClaimPageInput {
  const wallet = useSessionChild('wallet');
  const { confirm } = useAppActors();
  return { wallet, confirm };
}

export function ClaimPage({ title, page, program, list }: {
  title: string;
  page: ClaimPageRef;
  /** What the program gives (the level's perks, the rebate rates), or why it failed. */
  program: ReactNode;
  list: ReactNode;
}) {
  const { paid, claimError } = useClaimOutcome(page);
  return (
    <Screen title={title}>
      <div className={styles.columns}>
        <div className={styles.column}>{program}</div>
        <div className={styles.column}>
          <ClaimOutcome paid={paid} error={claimError} />
          {list}
        </div>
      </div>
    </Screen>
  );
}

/** The program's hero card: its artwork, its headline figure (`head`) and the lines under it. */
export function ProgramHero({ labelledBy, artwork, head, children }: { labelledBy: string; artwork: ArtworkKind; head: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby={labelledBy}>
      <div className={styles.heroHead}>
        <BonusArtwork kind={artwork} size="hero" />
        <div className={styles.heroText}>{head}</div>
      </div>
      {children}
    </section>
  );
}

/** A card that failed to load, with a retry, or is still loading. */
export function CardPending({ error, onRetry }: { error: string | null; onRetry?: () => void }) {
  const t = useT();
  if (onRetry) {
    return (
      <section className={frame.card}>
        <FormAlert text={error} />
        <button type="button" className={styles.softButton} onClick={onRetry}>{t('common.retry')}</button>
      </section>
    );
  }
  return <section className={frame.card}><p role="status" className={styles.muted}>{t('common.loading')}</p></section>;
}

/** The page machine of either screen. */
export type ClaimPageRef = ActorRefFrom<typeof rebateMachine> | ActorRefFrom<typeof systemBonusMachine>;

interface ClaimListState {
  phase: 'loading' | 'failed' | 'shown';
  error: string | null;
  firstPage: boolean;
  canMore: boolean;
  empty: boolean;
}

export function ClaimList({ id, title, page, artwork, emptyText, filter, children }: {
  id: string;
  title: string;
  page: ClaimPageRef;
  artwork: ArtworkKind;
  emptyText: string;
  /** Chips above the rows (the system bonus's states). */
  filter?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const list = useClaimList(page);
  const { phase, firstPage } = list;
  const onRetry = () => page.send({ type: 'RETRY_LIST' });
  const onMore = () => page.send({ type: 'MORE' });
  return (
    <section className={frame.card} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>{title}</h2>
      </div>
      {filter}
      {phase === 'loading' && firstPage && <p role="status" className={styles.muted}>{t('common.loading')}</p>}
      {phase === 'failed' && (
        <div className={styles.more}>
          <FormAlert text={list.error} />
          <button type="button" className={styles.softButton} onClick={onRetry}>{t('common.retry')}</button>
        </div>
      )}
      {phase === 'shown' && list.empty && (
        <div className={styles.empty}>
          <BonusArtwork kind={artwork} size="large" />
          <p className={styles.muted}>{emptyText}</p>
        </div>
      )}
      {!list.empty && <ul className={styles.rows} aria-label={title}>{children}</ul>}
      {(list.canMore || (phase === 'loading' && !firstPage)) && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} disabled={phase === 'loading'} onClick={onMore}>
            {phase === 'loading' ? t('common.loading') : t('bonus.more')}
          </button>
        </div>
      )}
    </section>
  );
}

function useClaimList(page: ClaimPageRef): ClaimListState {
  const phase = useSelector(page, (s) => (s.matches({ list: 'failed' }) ? 'failed' : s.matches({ list: 'loading' }) ? 'loading' : 'shown'));
  const error = useSelector(page, (s) => s.context.listError);
  const firstPage = useSelector(page, (s) => s.context.page === 1);
  const canMore = useSelector(page, (s) => s.can({ type: 'MORE' }));
  const empty = useSelector(page, (s) => s.context.rows.length === 0);
  return { phase, error, firstPage, canMore, empty };
}

/** The last claim paid, and the server's reason the last one was refused (not while one is in doubt). */
function useClaimOutcome(page: ClaimPageRef): { paid: number | null; claimError: string | null } {
  const desk = useDesk(page);
  const paid = useSelector(desk, (s) => s?.context.paid?.amount ?? null);
  const claimError = useSelector(desk, (s) => s?.context.claimError ?? null);
  return { paid, claimError };
}

/** One claimable row: what it is (`title`, `children` for its lines), its amount and state, and its claim. */
export function ClaimRow({ page, row, testId, artwork, title, claimable, children }: {
  page: ClaimPageRef;
  row: { id: number; amount: number; state: BonusState | RebateState };
  testId: string;
  artwork: ArtworkKind;
  /** What the row is: its heading, and the claim button's name with the amount. */
  title: { shown: string; claim: string };
  /** In the state that can be claimed (pending, claim): the claim controls show. */
  claimable: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const format = useWalletFormat();
  const claim = useRowClaim(page, row.id);
  return (
    <li className={styles.row} data-testid={testId}>
      <BonusArtwork kind={artwork} />
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{title.shown}</p>
        {children}
      </div>
      <div className={styles.rowSide}>
        <span className={styles.amount}>{format.money(row.amount)}</span>
        <BonusBadge state={row.state} />
      </div>
      {claimable && (
        <ClaimControls
          label={t('bonus.claimLabel', { title: title.claim, amount: format.money(row.amount) })}
          claim={claim}
          onClaim={() => page.send({ type: 'CLAIM', id: row.id })}
          onRetry={() => page.send({ type: 'RETRY' })}
          onCancel={() => page.send({ type: 'CANCEL' })}
        />
      )}
    </li>
  );
}

/** A row's claim as its controls show it: under way, in doubt (with why), or another row's busy. */
function useRowClaim(page: ClaimPageRef, id: number): RowClaim {
  const desk = useDesk(page);
  const claim = useSelector(desk, (s) => s?.context.claims[id]);
  const busy = useSelector(desk, (s) => (s?.context.claiming ?? null) !== null);
  const claiming = useSelector(claim, (s) => s?.hasTag('claiming') ?? false);
  const retrying = useSelector(claim, (s) => s?.hasTag('retrying') ?? false);
  const error = useSelector(claim, (s) => s?.context.error ?? null);
  return { claiming, retrying, error, busy };
}

/** The page's claim desk (claim-desk.machine.ts): which row's claim is under way, and how the last one ended. */
function useDesk(page: ClaimPageRef) {
  return useSelector(page, (s) => s.children.desk);
}
