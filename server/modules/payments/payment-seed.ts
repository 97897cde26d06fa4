// The demo's payment settings (first start, db/seed.ts): the sandbox method with a QR channel and
// an online-banking channel that asks for a bank, and two payee accounts of the PH demo site for
// manual transfers. Amounts are pesos in minor units. Icons are small inline SVG badges.
import { toMinorUnits } from '../../../src/domain/money';
import { badgeIcon } from '../../shared/badge-icon';

const pesos = (amount: number): bigint => {
  const minor = toMinorUnits(amount);
  if (minor === null) throw new Error(`not an amount: ${amount}`);
  return minor;
};

export const SEED_METHOD = { name: 'Sandbox Pay', operatorCode: 'SANDBOX', icon: badgeIcon('SBX', '#5b3cc4'), sort: 1 };

export const SEED_CHANNELS = [
  {
    name: 'QR Ph',
    channel: 'sandbox-qr',
    gateway: 'sandbox',
    minAmount: pesos(100),
    maxAmount: pesos(50_000),
    dailyTimes: 10,
    feeBasisPoints: 0,
    quickAmounts: [100, 200, 500, 1_000, 2_000, 5_000].map((amount) => String(pesos(amount))),
    needsBank: false,
    payMinutes: 15,
    sort: 1,
  },
  {
    name: 'Online banking',
    channel: 'sandbox-bank',
    gateway: 'sandbox',
    minAmount: pesos(200),
    maxAmount: pesos(100_000),
    dailyTimes: 5,
    // 1 %: the bank channel's own cost, shown by POST /pay/budgetAmount before the player pays.
    feeBasisPoints: 100,
    quickAmounts: [500, 1_000, 3_000, 5_000, 10_000, 20_000].map((amount) => String(pesos(amount))),
    needsBank: true,
    payMinutes: 30,
    sort: 2,
  },
] as const;

/** The banks of the 'sandbox-bank' channel. */
export const SEED_CHANNEL_BANKS = [
  { bankCode: 'BDO', bankName: 'BDO Unibank', icon: badgeIcon('BDO', '#0033a0'), sort: 1 },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands', icon: badgeIcon('BPI', '#b11116'), sort: 2 },
  { bankCode: 'MBTC', bankName: 'Metrobank', icon: badgeIcon('MB', '#1d3f8f'), sort: 3 },
  { bankCode: 'LBP', bankName: 'Landbank of the Philippines', icon: badgeIcon('LBP', '#00833e'), sort: 4 },
];

export const SEED_PAYEE_ACCOUNTS = [
  {
    country: 'PH',
    bankName: 'BDO Unibank',
    accountName: 'Lucky Star Gaming Inc.',
    accountNumber: '0012 3045 6789',
    icon: badgeIcon('BDO', '#0033a0'),
    sort: 1,
  },
  {
    country: 'PH',
    bankName: 'GCash',
    accountName: 'Lucky Star Gaming',
    accountNumber: '0917 555 0142',
    icon: badgeIcon('G', '#007dfe'),
    sort: 2,
  },
];
