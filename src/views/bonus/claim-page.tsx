// The page skeleton the rebate and system-bonus screens share: what the program gives on one side,
// the last claim's outcome and the list of claimable rows on the other; the list loads page by
// page, says why it failed (with a retry), and says so when it is empty.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { rebateMachine } from '../../machines/rebate.machine';
import type { systemBonusMachine } from '../../machines/system-bonus.machine';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { BonusArtwork, type ArtworkKind } from './bonus-kind-icon';
import { ClaimOutcome, type RowClaim } from './bonus-parts';
import * as styles from './bonus.css';

export function ClaimPage({ title, program, paid, claimError, list }: {
  title: string;
  /** What the program gives (the level's perks, the rebate rates), or why it failed. */
  program: ReactNode;
  paid: number | null;
  claimError: string | null;
  list: ReactNode;
}) {
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

export interface ClaimListState {
  phase: 'loading' | 'failed' | 'shown';
  error: string | null;
  firstPage: boolean;
  canMore: boolean;
  empty: boolean;
}

export function ClaimList({ id, title, list, artwork, emptyText, filter, onRetry, onMore, children }: {
  id: string;
  title: string;
  list: ClaimListState;
  artwork: ArtworkKind;
  emptyText: string;
  /** Chips above the rows (the system bonus's states). */
  filter?: ReactNode;
  onRetry: () => void;
  onMore: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const { phase, firstPage } = list;
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

export function useClaimList(page: ClaimPageRef): ClaimListState {
  const phase = useSelector(page, (s) => (s.matches({ list: 'failed' }) ? 'failed' : s.matches({ list: 'loading' }) ? 'loading' : 'shown'));
  const error = useSelector(page, (s) => s.context.listError);
  const firstPage = useSelector(page, (s) => s.context.page === 1);
  const canMore = useSelector(page, (s) => s.can({ type: 'MORE' }));
  const empty = useSelector(page, (s) => s.context.rows.length === 0);
  return { phase, error, firstPage, canMore, empty };
}

/** The last claim paid, and the server's reason the last one was refused (not while one is in doubt). */
export function useClaimOutcome(page: ClaimPageRef): { paid: number | null; claimError: string | null } {
  const paid = useSelector(page, (s) => s.context.paid?.amount ?? null);
  const claimError = useSelector(page, (s) => s.context.claimError);
  return { paid, claimError };
}

/** A row's claim as its controls show it: under way, in doubt (with why), or another row's busy. */
export function useRowClaim(page: ClaimPageRef, id: number): RowClaim {
  const claim = useSelector(page, (s) => s.context.claims[id]);
  const busy = useSelector(page, (s) => s.context.claiming !== null);
  const claiming = useSelector(claim, (s) => s?.hasTag('claiming') ?? false);
  const retrying = useSelector(claim, (s) => s?.hasTag('retrying') ?? false);
  const error = useSelector(claim, (s) => s?.context.error ?? null);
  return { claiming, retrying, error, busy };
}
