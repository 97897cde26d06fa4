// The promotions module's entry (issue 11): activities and game promotions (table promotion),
// the records players open by joining them (promotion_record), the /activity and /gamePromotion
// calls, and the operator's `promotion` commands. It moves money through the wallet module's
// ledger, counts the rounds the games module recorded with a record's money, and is built in two
// steps around play, so neither is attached to the other afterwards:
//   1. createPromotionMoney, before play: the promotions and PromotionMoney, the MoneySource play
//      is handed (play/money-source.ts): a record's money for its games, else the wallet money it
//      is built over. Play tells it of rounds recorded with a record's money and of a recovery
//      pass's end, handing it with each what makers hold of the money.
//   2. createPromotionServices, after play, with play: the player's record calls, which bring a
//      record's money back from the makers through play.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { Idempotency } from '../../shared/idempotency';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import type { MoneySource } from '../play/play.module';
import { PromotionAdmin, type AdminGames } from './promotion-admin.service';
import { PromotionMoney } from './promotion-money';
import { promotionCommands } from './promotion.commands';
import { PromotionRecordService, type RecordGames, type RecordPlay } from './promotion-record.service';
import { PromotionRepository } from './promotion.repository';
import promotionRoutes, { type PromotionRouteNeeds } from './promotion.routes';
import { PromotionService, type PromotionLedger } from './promotion.service';
import { RecordSettling, type RecordRounds } from './record-settling';

export { promotion, promotionRecord } from './promotion.tables';
export type { PromotionMoney } from './promotion-money';
export type { PromotionRecordService } from './promotion-record.service';
export type { PromotionService } from './promotion.service';

export interface PromotionMoneyModuleDeps {
  db: AppDatabase;
  now: Clock;
  changes: ChangeBus;
  ledger: PromotionLedger;
  idempotency: Idempotency;
  /** The games module's catalogue. */
  games: RecordGames & AdminGames;
  /** The games module's RoundService. */
  rounds: RecordRounds;
  /** The money a launch that is not a record's plays: the play module's WalletMoney. */
  otherwise: MoneySource;
}

/** Step 1, before play: the promotions and the money source play is built with (`money`). */
export function createPromotionMoney({ db, now, changes, ledger, idempotency, games, rounds, otherwise }: PromotionMoneyModuleDeps) {
  const repository = new PromotionRepository(db);
  const promotions = new PromotionService({
    db,
    repository,
    ledger,
    idempotency,
    changes,
    now,
    enabledGameCount: async () => (await games.snapshot()).games.filter((entry) => entry.enabled).length,
  });
  const settling = new RecordSettling({ db, repository, ledger, rounds, now });
  const money = new PromotionMoney({ repository, promotions, ledger, settling, now, otherwise });
  return { money, built: { db, now, changes, ledger, idempotency, games, rounds, repository, promotions, settling } };
}

/** Step 2, after play: the rest of the module, on step 1's promotions and with play. */
export function createPromotionServices({ built, play }: { built: ReturnType<typeof createPromotionMoney>['built']; play: RecordPlay }) {
  const { db, now, changes, ledger, idempotency, games, rounds, repository, promotions, settling } = built;
  const promotionRecords = new PromotionRecordService({ db, repository, promotions, ledger, idempotency, rounds, games, now, play, settling });
  return { promotions, promotionRecords, promotionAdmin: new PromotionAdmin({ repository, changes, games, now }) };
}

export const promotionsModule: ServerModule<PromotionRouteNeeds & { promotionAdmin: PromotionAdmin }> = {
  name: 'promotions',
  userApi: promotionRoutes,
  commands: forService('promotionAdmin', promotionCommands),
};
