// Every pairing of a text colour with the colour it sits on, as the views use them. The contrast
// test checks each pair in every theme against WCAG 2.1 AA: a new pairing in a view belongs here.
import type { ThemeTokens } from './tokens';

type ColourToken = keyof ThemeTokens;

export interface ContrastPair {
  text: ColourToken;
  on: ColourToken;
  /** Large text (≥ 24px, or ≥ 18.66px bold) needs 3:1; everything else 4.5:1. */
  size: 'normal' | 'large';
  /** Where the views use it, so a failing pair points at a screen. */
  usedBy: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'text', on: 'background', size: 'normal', usedBy: 'page text outside cards' },
  { text: 'text', on: 'surface', size: 'normal', usedBy: 'cards, cells, fields, dialogs' },
  { text: 'text', on: 'primarySoft', size: 'normal', usedBy: 'a chosen choice (theme card, bank, gender)' },
  { text: 'textMuted', on: 'surface', size: 'normal', usedBy: 'helper text, field labels, placeholders, cell values, dialog text' },
  { text: 'textMuted', on: 'background', size: 'normal', usedBy: 'the version line, the sign-up switch line, the pending-payment badge' },
  { text: 'primaryStrong', on: 'surface', size: 'normal', usedBy: 'links, outline buttons, field addons, the current tab-bar tab' },
  { text: 'primaryStrong', on: 'background', size: 'normal', usedBy: 'links on the page (sign-up switch line)' },
  { text: 'primaryStrong', on: 'primarySoft', size: 'normal', usedBy: 'inactive tabs (winners, promotion, login popup), soft buttons, the desktop menu' },
  { text: 'onPrimary', on: 'primary', size: 'normal', usedBy: 'the navigation bar, the home brand and the account header' },
  { text: 'onPrimaryStrong', on: 'primaryStrong', size: 'normal', usedBy: 'primary buttons, active tabs, unread badges' },
  { text: 'tabIcon', on: 'surface', size: 'normal', usedBy: 'tab-bar labels of the other tabs' },
  { text: 'danger', on: 'surface', size: 'normal', usedBy: 'field and form alerts' },
  { text: 'danger', on: 'background', size: 'normal', usedBy: 'form alerts on a page without a card' },
  { text: 'onPrimaryStrong', on: 'success', size: 'normal', usedBy: 'the success mark' },
  { text: 'success', on: 'surface', size: 'normal', usedBy: 'money in (bill amounts, analysis totals), the done badge' },
  { text: 'onToast', on: 'toast', size: 'normal', usedBy: 'toasts and the loading indicator' },
  { text: 'onStage', on: 'stage', size: 'normal', usedBy: 'the playing screen\'s bar over the game (balance, controls)' },
];
