// The promotions module's entry (issue 11): activities and game promotions (table promotion),
// the records players open by joining them (promotion_record), the /activity and /gamePromotion
// calls, and the operator's `promotion` commands. It moves money through the wallet module's
// ledger, counts the rounds the games module recorded with a record's money, and brings that
// money back from the makers through play (attached after play is built: play asks it in turn
// which money a launch plays).
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { Idempotency } from '../../shared/idempotency';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { PromotionAdmin, type AdminGames } from './promotion-admin.service';
import { promotionCommands } from './promotion.commands';
import { PromotionRecordService, type RecordGames, type RecordPlay, type RecordRounds } from './promotion-record.service';
import { PromotionRepository } from './promotion.repository';
import promotionRoutes, { type PromotionRouteNeeds } from './promotion.routes';
import { PromotionService, type PromotionLedger } from './promotion.service';

export { promotion, promotionRecord } from './promotion.tables';
export type { PromotionRecordService } from './promotion-record.service';
export type { PromotionService } from './promotion.service';

export interface PromotionsModuleDeps {
  db: AppDatabase;
  now: Clock;
  changes: ChangeBus;
  ledger: PromotionLedger;
  idempotency: Idempotency;
  /** The games module's catalogue. */
  games: RecordGames & AdminGames;
  /** The games module's RoundService. */
  rounds: RecordRounds;
  /** The play module's PlayService. */
  play: RecordPlay;
}

export function createPromotionServices({ db, now, changes, ledger, idempotency, games, rounds, play }: PromotionsModuleDeps) {
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
  const promotionRecords = new PromotionRecordService({ db, repository, promotions, ledger, idempotency, rounds, games, now });
  promotionRecords.attachPlay(play);
  return { promotions, promotionRecords, promotionAdmin: new PromotionAdmin({ repository, changes, games, now }) };
}

export const promotionsModule: ServerModule<PromotionRouteNeeds & { promotionAdmin: PromotionAdmin }> = {
  name: 'promotions',
  userApi: promotionRoutes,
  commands: forService('promotionAdmin', promotionCommands),
};
