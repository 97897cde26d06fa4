// The wallet calls the account screens need now (SPEC.md §7): GET /user/getBalanceInfo and
// GET /pay/getWalletParams. No wallet exists yet, so every balance is a real zero (nothing has
// been deposited); the wallet work reads both amounts from the ledger instead.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { WalletParamsReply } from '../../../src/domain/wallet-params';
import { success, successSchema } from '../../shared/envelope';
import { toMajorUnits } from '../../../src/domain/money';
import type { Same } from '../../shared/same-type';
import { NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';

const BalanceInfo = Type.Object({ balance: Type.Number(), promotionBalance: Type.Number() });

const WalletParams = Type.Object({
  openStatus: Type.Boolean(),
  manualDepositOpenStatus: Type.Boolean(),
  autoDepositFunctionStatus: Type.Boolean(),
  depositAmountListStatus: Type.Boolean(),
  withdrawAmountListStatus: Type.Boolean(),
});

const schemaMatchesWalletParams: Same<Static<typeof WalletParams>, WalletParamsReply> = true;
void schemaMatchesWalletParams;

export interface WalletRouteNeeds {
  /** The wallet flags, stored as site settings (the site module's). */
  site: { getWalletSettings(): Promise<WalletParamsReply> };
}

const walletRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<WalletRouteNeeds>> = async (app, { services: { site } }) => {
  app.get(
    '/user/getBalanceInfo',
    {
      preHandler: app.requirePlayer,
      // SPEC.md §7 says "query params" without naming any; whatever comes is ignored.
      schema: { querystring: NoInput, response: { 200: successSchema(BalanceInfo) } },
    },
    async () => success({ balance: toMajorUnits(0n), promotionBalance: toMajorUnits(0n) }),
  );

  // Feature flags, not secrets: answered with or without a token.
  app.get(
    '/pay/getWalletParams',
    { schema: { querystring: NoInput, response: { 200: successSchema(WalletParams) } } },
    async () => success(await site.getWalletSettings()),
  );
};

export default walletRoutes;
