// Pieces the rebate and system-bonus screens share: the state badge, a category's name, the
// claim controls of a row (claim, its progress, a retry that sends the same claim again) and what
// the last claim did.
import type { BonusState, RebateState } from '../../domain/bonus';
import { GAME_CATEGORIES } from '../../domain/game';
import { badge } from '../../styles/recipes/badge.css';
import { FormAlert } from '../login/field-alert';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import * as styles from './bonus.css';

// Waiting on the player reads as the brand's soft badge, money paid as done, lapsed as muted.
const BADGE: Record<BonusState | RebateState, string> = {
  pending: badge({ state: 'pendingReview' }),
  claim: badge({ state: 'pendingReview' }),
  claimed: badge({ state: 'done' }),
  issued: badge({ state: 'done' }),
  expired: badge({ state: 'pendingPayment' }),
};

export function BonusBadge({ state }: { state: BonusState | RebateState }) {
  const t = useT();
  return <span className={BADGE[state]}>{t(`bonus.states.${state}`)}</span>;
}

/** A game category's name in the player's language; a category the app does not know, as sent. */
export function useCategoryName(): (category: string) => string {
  const t = useT();
  return (category) => ((GAME_CATEGORIES as readonly string[]).includes(category) ? t(`games.category.${category}`) : category);
}

export interface RowClaim {
  /** This row's claim is being sent. */
  claiming: boolean;
  /** This row's claim may have arrived: the error, and RETRY / CANCEL. */
  retrying: boolean;
  error: string | null;
  /** Another row's claim is under way. */
  busy: boolean;
}

export function ClaimControls({ label, claim, onClaim, onRetry, onCancel }: {
  /** What the claim button says to assistive technology (the kind and amount). */
  label: string;
  claim: RowClaim;
  onClaim: () => void;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  if (claim.retrying) {
    return (
      <div className={styles.rowActions}>
        <p role="alert" className={styles.rowError}>{claim.error}</p>
        <button type="button" className={styles.softButton} onClick={onCancel}>{t('common.cancel')}</button>
        <button type="button" className={styles.claimButton} onClick={onRetry}>{t('common.retry')}</button>
      </div>
    );
  }
  return (
    <div className={styles.rowActions}>
      <button type="button" className={styles.claimButton} aria-label={label} disabled={claim.claiming || claim.busy} onClick={onClaim}>
        {claim.claiming ? t('bonus.claiming') : t('bonus.claim')}
      </button>
    </div>
  );
}

/** The last claim paid, or the server's reason it was refused. */
export function ClaimOutcome({ paid, error }: { paid: number | null; error: string | null }) {
  const t = useT();
  const format = useWalletFormat();
  if (error) return <FormAlert text={error} />;
  if (paid === null) return null;
  return <p role="status" className={styles.paid}>{t('bonus.paid', { amount: format.money(paid) })}</p>;
}
