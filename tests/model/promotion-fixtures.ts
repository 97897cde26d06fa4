// Promotions, records and replies the promotion model tests share.
import type { PromotionActionReply, PromotionDetail, PromotionRecord, JoinPromotionReply } from '../../src/domain/promotion.schema';

export const welcome: PromotionDetail = {
  id: 3, kind: 'gamePromotion', title: 'Welcome slots', summary: '50% up to 300', picture: '', startsAt: 0, endsAt: 2_000_000_000_000,
  joinMode: 'amount', minAmount: 100, maxAmount: 1000, bonusPercent: 50, bonusCap: 300, fixedBonus: 0, maxBet: 20, open: true,
  button: 'confirmAttend', recordId: null, description: 'Play the slots.', turnoverMultiple: 3, askNetwinAmount: 0, askBalance: 0,
  releaseConditionsAmount: 10, gameCount: 2,
};

export const codePromotion: PromotionDetail = { ...welcome, id: 4, kind: 'activity', joinMode: 'code', minAmount: 0, maxAmount: 0, fixedBonus: 25 };
export const closedPromotion: PromotionDetail = { ...welcome, id: 5, open: false, button: null };

export const joinedReply: JoinPromotionReply = { recordId: 21, amount: 200, bonus: 100, promotionBalance: 300, wallet: 800 };

export const ongoingRecord: PromotionRecord = {
  id: 21, promotionId: 3, kind: 'gamePromotion', title: 'Welcome slots', state: 'ongoing', amount: 200, joinedAt: 0, endsAt: 2_000_000_000_000,
  endedAt: null, maxBet: 20,
  turnover: { bonusAmount: 100, askBetAmount: 900, currentBetAmount: 300, askNetwinAmount: 0, currentNetwinAmount: -20, askBalance: 0, currentBalance: 280, releaseConditionsAmount: 10 },
  canSettle: false, canClose: true, canUnlock: false,
};

/** Nearly spent: the balance is under the release amount, so unlock is allowed. */
export const spentRecord: PromotionRecord = { ...ongoingRecord, turnover: { ...ongoingRecord.turnover, currentBalance: 4 }, canUnlock: true };

export const settlableRecord: PromotionRecord = {
  ...ongoingRecord, state: 'settlable', turnover: { ...ongoingRecord.turnover, currentBetAmount: 950 }, canSettle: true, canClose: true,
};

export const settledReply: PromotionActionReply = { state: 'settled', wallet: 1080, promotionBalance: 0 };
