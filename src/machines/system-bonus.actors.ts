// The calls the system-bonus screen makes as named actors (tests provide their own), and the claim
// it spawns for a row.
import { fromPromise } from 'xstate';
import type { LevelBonusDetail, LevelBonusItem } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { getLevelBonusDetail, getLevelBonusList, type BonusListQuery } from '../services/bonus.api';
import { claimMachine } from './claim.machine';

export const systemBonusActors = {
  loadDetail: fromPromise<LevelBonusDetail>(() => getLevelBonusDetail()),
  loadBonuses: fromPromise<Page<LevelBonusItem>, BonusListQuery>(({ input }) => getLevelBonusList(input)),
  claim: claimMachine,
};
