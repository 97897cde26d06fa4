// Member levels (SPEC.md §7): GET /gameUserLevel/list (no token needed) and
// GET /user/getNextLevelSchedule (the player's progress; data null while the site's
// levelScheduleStatus is off). Amounts are major units.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success, successSchema } from '../../shared/envelope';
import { toMajorUnits } from '../../../src/domain/money';
import { currentPlayer } from '../../shared/require-player';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { LevelService } from './level.service';

const LevelItem = Type.Object({
  id: Type.Number(),
  level: Type.Number(),
  levelName: Type.String(),
  depositAmount: Type.Number(),
  betAmount: Type.Number(),
  sort: Type.Number(),
});

const Schedule = Type.Object({
  currentLevel: Type.Number(),
  currentLevelName: Type.String(),
  nextLevel: Type.Union([Type.Number(), Type.Null()]),
  nextLevelName: Type.String(),
  depositAmount: Type.Number(),
  depositRequired: Type.Number(),
  betAmount: Type.Number(),
  betRequired: Type.Number(),
  schedule: Type.Number(),
});

export interface LevelRouteNeeds {
  levels: LevelService;
  site: SiteSettingsReader;
  /** The logged-in player's level (the accounts module's). */
  profile: { player(playerId: number): Promise<{ id: number; level: number }> };
}

const levelRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<LevelRouteNeeds>> = async (app, { services }) => {
  const { levels, profile, site } = services;

  app.get(
    '/gameUserLevel/list',
    { schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(LevelItem)) } } },
    async () =>
      success(
        (await levels.list()).map((row) => ({
          id: row.level,
          level: row.level,
          levelName: row.name,
          depositAmount: toMajorUnits(row.requiredDeposit),
          betAmount: toMajorUnits(row.requiredBet),
          sort: row.sort,
        })),
      ),
  );

  app.get(
    '/user/getNextLevelSchedule',
    {
      preHandler: app.requirePlayer,
      schema: { querystring: NoInput, response: { 200: successSchema(Type.Union([Schedule, Type.Null()])) } },
    },
    async (request) => {
      if ((await site.getSiteSetting('levelScheduleStatus')) !== true) return success(null);
      const player = await profile.player(currentPlayer(request).playerId);
      // A level reached since the last deposit or round sync shows now (raise never lowers it).
      const level = await levels.raise(player.id, player.level);
      const { current, next, totals, schedule } = await levels.scheduleFor(player.id, level);
      return success({
        currentLevel: level,
        currentLevelName: current?.name ?? '',
        nextLevel: next?.level ?? null,
        nextLevelName: next?.name ?? '',
        depositAmount: toMajorUnits(totals.deposit),
        depositRequired: toMajorUnits(next?.requiredDeposit ?? 0n),
        betAmount: toMajorUnits(totals.bet),
        betRequired: toMajorUnits(next?.requiredBet ?? 0n),
        schedule,
      });
    },
  );
};

export default levelRoutes;
