// The banks and e-wallets a new site starts with, per country SPEC.md names. Icons are small
// inline SVG badges (brand colour and initials), so no image files or outside hosts are needed;
// an operator can point `icon` at a real logo later.
import type { supportedBank } from './bank.tables';
import { badgeIcon } from '../../shared/badge-icon';

type BankRow = typeof supportedBank.$inferInsert;

const bank = (country: string, sort: number, code: string, name: string, initials: string, colour: string): BankRow => ({
  code,
  name,
  icon: badgeIcon(initials, colour),
  country,
  sort,
});

export const SEED_BANKS: readonly BankRow[] = [
  bank('PH', 1, 'GCASH', 'GCash', 'G', '#007dfe'),
  bank('PH', 2, 'MAYA', 'Maya', 'M', '#0f9d58'),
  bank('PH', 3, 'BDO', 'BDO Unibank', 'BDO', '#0033a0'),
  bank('PH', 4, 'BPI', 'Bank of the Philippine Islands', 'BPI', '#b11116'),
  bank('PH', 5, 'MBTC', 'Metrobank', 'MB', '#1d3f8f'),
  bank('PH', 6, 'LBP', 'Landbank of the Philippines', 'LBP', '#00833e'),
  bank('TH', 1, 'KBANK', 'Kasikornbank', 'K', '#138f2d'),
  bank('TH', 2, 'SCB', 'Siam Commercial Bank', 'SCB', '#4e2a84'),
  bank('TH', 3, 'BBL', 'Bangkok Bank', 'BBL', '#1e4598'),
  bank('TH', 4, 'KTB', 'Krungthai Bank', 'KTB', '#00a6e6'),
  bank('MM', 1, 'KBZ', 'KBZ Bank', 'KBZ', '#0a5ea8'),
  bank('MM', 2, 'KBZPAY', 'KBZPay', 'Pay', '#1565c0'),
  bank('MM', 3, 'AYA', 'AYA Bank', 'AYA', '#c8102e'),
  bank('MM', 4, 'CB', 'CB Bank', 'CB', '#00205b'),
  bank('MM', 5, 'WAVE', 'WavePay', 'W', '#ffb300'),
];
