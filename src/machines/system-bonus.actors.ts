// The calls the system-bonus screen makes, and the question before a claim, as named actors (tests
// provide their own). A claim's failure is shown beside its row, so the client does not toast it.
import { fromPromise } from 'xstate';
import type { ClaimReply, LevelBonusDetail, LevelBonusItem } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { claimLevelBonus, getLevelBonusDetail, getLevelBonusList, type BonusListQuery } from '../services/bonus.api';
import { askClaim } from './bonus-claim';

export interface ClaimInput {
  id: number;
  key: string;
}

export const systemBonusActors = {
  loadDetail: fromPromise<LevelBonusDetail>(() => getLevelBonusDetail()),
  loadBonuses: fromPromise<Page<LevelBonusItem>, BonusListQuery>(({ input }) => getLevelBonusList(input)),
  askClaim,
  claim: fromPromise<ClaimReply, ClaimInput>(({ input }) => claimLevelBonus(input.id, input.key, { toastError: false })),
};
