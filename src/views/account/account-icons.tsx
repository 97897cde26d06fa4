// One line icon per Account row, so a row is found by its picture as well as its words. Drawn
// in the text's colour (currentColor) on a soft brand disc; decorative, the row's words name it.
import type { ReactNode } from 'react';
import * as styles from './account.css';

export type AccountIconName =
  | 'message' | 'myInfomation' | 'myWallet' | 'myBankCard' | 'myPromotion' | 'recentlyPlaying' | 'myFavorite' | 'myLike'
  | 'verifyRound' | 'resetPassword' | 'accountSecurity' | 'rebate' | 'systemBonus' | 'contactUs' | 'contactInfomation'
  | 'responsiblePlay' | 'language' | 'theme' | 'exit';

const SHAPES: Record<AccountIconName, ReactNode> = {
  message: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m4 7 8 6 8-6" /></>,
  myInfomation: <><circle cx="12" cy="8" r="4" /><path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" /></>,
  myWallet: <><rect x="3" y="6" width="18" height="14" rx="2" /><path d="M16 13h2M3 10h18M6 6l9-3 2 3" /></>,
  myBankCard: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 10h18M7 15h4" /></>,
  myPromotion: <><rect x="4" y="10" width="16" height="10" rx="1" /><path d="M3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" /></>,
  recentlyPlaying: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>,
  myFavorite: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  myLike: <path d="M12 20s-7-4.4-8.5-9A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8.5 4c-1.5 4.6-8.5 9-8.5 9Z" />,
  verifyRound: <><path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" /><path d="m8.5 12 2.5 2.5 4.5-5" /></>,
  resetPassword: <><rect x="5" y="11" width="14" height="9" rx="2" /><path d="M8 11V8a4 4 0 0 1 8 0v3" /></>,
  accountSecurity: <><path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" /><circle cx="12" cy="11" r="2" /><path d="M12 13v3" /></>,
  rebate: <><circle cx="12" cy="12" r="9" /><path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2" /></>,
  systemBonus: <><circle cx="12" cy="9" r="6" /><path d="m9 14-2 7 5-2 5 2-2-7" /></>,
  contactUs: <><path d="M4 5h16v11H9l-5 4z" /><path d="M8 9h8M8 12h5" /></>,
  contactInfomation: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />,
  responsiblePlay: <><circle cx="12" cy="12" r="9" /><path d="M12 8v5M12 16h.01" /></>,
  language: <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" /></>,
  theme: <><path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.8-.9 1.5-2-.4-1.3.4-2.5 1.8-2.5H18a3 3 0 0 0 3-3C21 7 17 3 12 3Z" /><circle cx="7.5" cy="11" r="1" /><circle cx="10" cy="7" r="1" /><circle cx="15" cy="7.5" r="1" /></>,
  exit: <><path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" /><path d="M10 8l-4 4 4 4M6 12h10" /></>,
};

export function AccountIcon({ name }: { name: AccountIconName }) {
  return (
    <span className={styles.cellIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {SHAPES[name]}
      </svg>
    </span>
  );
}
