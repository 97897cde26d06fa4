// The artwork of a bonus kind (SPEC.md §3: monthly member-level, birthday, upgrade, deposit,
// system) and of a rebate: a line drawing in the kind's accent on a soft tile of the theme, so the
// list can be scanned by shape before it is read. Decorative: the row's title names the kind.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { BonusKind } from '../../domain/bonus';
import * as styles from './bonus.css';

export type ArtworkKind = BonusKind | 'rebate';

const PATHS: Record<ArtworkKind, ReactNode> = {
  // A calendar page with the month's star.
  monthly: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
      <path d="m12 11.6 1.1 2.2 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z" fill="currentColor" stroke="none" />
    </>
  ),
  // A cake with a lit candle.
  birthday: (
    <>
      <path d="M4 20.5h16M5 20.5v-6.5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6.5" />
      <path d="M5 16c1.2 1 2.3 1 3.5 0s2.3-1 3.5 0 2.3 1 3.5 0 2.3-1 3.5 0" />
      <path d="M12 12V8.5" />
      <path d="M12 3.2c.9 1.1 1.4 1.9 1.4 2.6a1.4 1.4 0 0 1-2.8 0c0-.7.5-1.5 1.4-2.6z" fill="currentColor" stroke="none" />
    </>
  ),
  // A crown over a rising chevron: the level reached.
  upgrade: (
    <>
      <path d="M4 9.5 7.5 12 12 6l4.5 6L20 9.5 18.5 17h-13z" fill="currentColor" fillOpacity="0.18" />
      <path d="M5.5 20.5h13" />
    </>
  ),
  // Stacked coins with a plus: a share of the deposit.
  deposit: (
    <>
      <ellipse cx="10" cy="7" rx="6" ry="2.5" />
      <path d="M4 7v4c0 1.4 2.7 2.5 6 2.5M4 11v4c0 1.4 2.7 2.5 6 2.5 .7 0 1.4 0 2-.2M16 7v3" />
      <circle cx="17" cy="16.5" r="4" />
      <path d="M17 14.6v3.8M15.1 16.5h3.8" />
    </>
  ),
  // A gift box with its ribbon: the operator's own bonus.
  system: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12" />
      <path d="M12 8.5C10.5 5 7 4.5 7 6.5s3 2 5 2zM12 8.5c1.5-3.5 5-4 5-2s-3 2-5 2z" />
    </>
  ),
  // A coin with a returning arrow: part of the stakes coming back.
  rebate: (
    <>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.8 3.8v3.6h-3.6" />
      <path d="M9.2 14.8 14.8 9.2" />
      <circle cx="9.6" cy="9.6" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="14.4" cy="14.4" r="1.2" fill="currentColor" stroke="none" />
    </>
  ),
};

export function BonusArtwork({ kind, size = 'normal' }: { kind: ArtworkKind; size?: 'normal' | 'large' | 'hero' }) {
  return (
    <span className={clsx(styles.kindTile[kind], size !== 'normal' && styles.largeTile, size === 'hero' && styles.heroTile)} aria-hidden="true">
      <svg className={styles.kindIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {PATHS[kind]}
      </svg>
    </span>
  );
}
