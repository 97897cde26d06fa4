// Wallet samples for the model tests: cards, a cash-out reply, bills and a period.
import type { AnalyzeBillReply, BillItem } from '../../src/domain/bill.schema';
import type { BankCardItem } from '../../src/domain/bank-card.schema';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../../src/domain/withdrawal.schema';
import type { CashoutData } from '../../src/machines/withdrawal.actors';
import { ApiError } from '../../src/services/api-error';

export const defaultCard: BankCardItem = {
  id: 7, bank: 'BDO', bankName: 'BDO Unibank', bankCardName: 'Ann Lee', bankCardAccount: '******4321', bankCardRemark: '',
  phone: '09171234567', icon: '', defaultStatus: 1, operatorCode: 'CUSTOM', operatorName: '',
};
export const otherCard: BankCardItem = { ...defaultCard, id: 9, bank: 'BPI', bankName: 'BPI', bankCardAccount: '******8765', defaultStatus: 0 };

export const cashoutReply: WithdrawRequestReply = { balance: 500, minAmount: 100, maxAmount: 1000, requests: [] };

export const withCards: CashoutData = { cards: [otherCard, defaultCard], request: cashoutReply, amounts: [100, 200, 500] };
export const withoutCards: CashoutData = { cards: [], request: cashoutReply, amounts: [] };

export const pendingRequest: WithdrawalRequestItem = {
  id: 42, orderNo: 'W202611230001', amount: 200, state: 'pendingReview', reason: '', bankName: 'BDO Unibank', cardTail: '4321',
  createdAt: Date.UTC(2026, 10, 23, 6), arrivesAt: Date.UTC(2026, 10, 24, 10),
};

export const bill = (id: string, amount: number, extra: Partial<BillItem> = {}): BillItem => ({
  id, orderNo: `O${id}`, type: amount > 0 ? 'deposit' : 'withdrawal', state: 'done', amount, balanceAfter: 0, createdAt: Date.UTC(2026, 10, 20), remark: '', ...extra,
});

export const period: AnalyzeBillReply = {
  period: '30days', from: '2026-10-25', to: '2026-11-23', openingBalance: 0, closingBalance: 300, netChange: 300,
  byType: [{ type: 'deposit', incoming: 500, outgoing: 0, count: 1 }, { type: 'withdrawal', incoming: 0, outgoing: -200, count: 1 }],
  byDay: [{ date: '2026-11-20', incoming: 500, outgoing: -200 }],
};

export const refused = (msg: string) => new ApiError('reply', msg, { reply: { code: 500, msg, data: null } });
export const conflict = new ApiError('reply', 'still running', { reply: { code: 409, msg: 'still running', data: null } });
export const offline = new ApiError('network', 'Failed to fetch');
export const timedOut = new ApiError('timeout', 'The request timed out');
