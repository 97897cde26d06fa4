// The wallet calls the account screens need (SPEC.md §7): GET /user/getBalanceInfo, read from the
// ledger's account rows, and GET /pay/getWalletParams.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { WalletParamsReplySchema, type WalletParamsReply } from '../../../src/domain/wallet-params.schema';
import { success, successSchema } from '../../shared/envelope';
import { toMajorUnits } from '../../../src/domain/money';
import { NoInput } from '../../shared/schemas';
import { currentPlayer } from '../../shared/require-player';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { PlayerBalances } from './ledger.service';

const BalanceInfo = Type.Object({ balance: Type.Number(), promotionBalance: Type.Number() });

export interface WalletRouteNeeds {
  /** The wallet flags, stored as site settings (the site module's). */
  site: { getWalletSettings(): Promise<WalletParamsReply> };
  ledger: { balances(playerId: number): Promise<PlayerBalances> };
}

const walletRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<WalletRouteNeeds>> = async (app, { services: { site, ledger } }) => {
  app.get(
    '/user/getBalanceInfo',
    {
      preHandler: app.requirePlayer,
      // SPEC.md §7 says "query params" without naming any; whatever comes is ignored.
      schema: { querystring: NoInput, response: { 200: successSchema(BalanceInfo) } },
    },
    async (request) => {
      const { wallet, promotion } = await ledger.balances(currentPlayer(request).playerId);
      return success({ balance: toMajorUnits(wallet), promotionBalance: toMajorUnits(promotion) });
    },
  );

  // Feature flags, not secrets: answered with or without a token.
  app.get(
    '/pay/getWalletParams',
    { schema: { querystring: NoInput, response: { 200: successSchema(WalletParamsReplySchema) } } },
    async () => success(await site.getWalletSettings()),
  );
};

export default walletRoutes;
