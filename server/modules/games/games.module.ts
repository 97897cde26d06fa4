// The games module's entry: the catalogue (categories, makers, games, navigation tags; served
// from memory), the home lists computed from recorded rounds, a player's favorites, likes and
// recently played games, comments, and the round records (game_round) with their ledger
// transfers. Other modules use `catalogue` (gameById, gameByMakerAndCode, markPlayed) and
// `rounds` (record, lastRecorded, listForPlayer, oneForPlayer, revealSeed); it moves money only
// through the wallet module's LedgerService, handed to it by name.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { CommentRepository } from './comment.repository';
import { CommentService } from './comment.service';
import { gameCommands, roundCommands } from './games.commands';
import gamesRoutes, { type GamesRouteNeeds } from './games.routes';
import { HomeService, type PlayerNames } from './home.service';
import { MyGamesService } from './my-games.service';
import { PlayerMarksRepository } from './player-marks.repository';
import { RoundRepository } from './round.repository';
import { RoundService, type RoundLedger } from './round.service';

export type { CatalogueGame, CatalogueService } from './catalogue.service';
export { toGameItem } from './catalogue.service';
export type { RoundService } from './round.service';
export { UnknownMakerGame, ROUNDS_TOPIC } from './round.service';
export { RoundListQuery } from './game.schemas';

/** A player's bet total on its own, for a module built before the games (the levels). */
export function createBetTotals(db: AppDatabase): Pick<RoundRepository, 'betTotal' | 'betTotals'> {
  return new RoundRepository(db);
}

export interface GamesModuleDeps {
  db: AppDatabase;
  ledger: RoundLedger;
  /** The accounts module's player names, masked before anyone sees them. */
  players: PlayerNames;
  /** The site's timezone: the day, week and month of the winners lists. */
  site: SiteSettingsReader;
  changes: ChangeBus;
  now: Clock;
  /** Makers whose rounds' money moves call by call (the seamless-wallet maker): the round check expects no batch posting of theirs. */
  settledPerCall?: readonly string[];
}

export function createGameServices({ db, ledger, players, site, changes, now, settledPerCall = [] }: GamesModuleDeps) {
  const marks = new PlayerMarksRepository(db);
  const roundRows = new RoundRepository(db);
  const catalogue = new CatalogueService({ catalogue: new CatalogueRepository(db), marks, changes, now });
  return {
    catalogue,
    rounds: new RoundService({ db, rounds: roundRows, catalogue, ledger, changes, settledPerCall }),
    gameHome: new HomeService({ rounds: roundRows, catalogue, players, site, changes, now }),
    myGames: new MyGamesService({ marks, catalogue }),
    gameComments: new CommentService({ comments: new CommentRepository(db), catalogue, players, now }),
  };
}

/** What the module's routes and commands use of the services. */
type GamesNeeds = GamesRouteNeeds & { rounds: RoundService };

export const gamesModule: ServerModule<GamesNeeds> = {
  name: 'games',
  userApi: gamesRoutes,
  commands: [...forService('catalogue', gameCommands), ...forService('rounds', roundCommands)],
};
