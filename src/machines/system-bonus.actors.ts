// The calls the system-bonus screen makes as named actors (tests provide their own), and the desk
// its row claims go to.
import { fromPromise } from 'xstate';
import type { LevelBonusDetail, LevelBonusItem } from '../domain/bonus.schema';
import type { Page } from '../domain/trade';
import { getLevelBonusDetail, getLevelBonusList, type BonusListQuery } from '../services/bonus.api';
import { claimDeskMachine } from './claim-desk.machine';

export const systemBonusActors = {
  loadDetail: fromPromise<LevelBonusDetail>(() => getLevelBonusDetail()),
  loadBonuses: fromPromise<Page<LevelBonusItem>, BonusListQuery>(({ input }) => getLevelBonusList(input)),
  claimDesk: claimDeskMachine,
};
