// The withdrawal calls (SPEC.md §7; shapes in src/domain/withdrawal.schema.ts, pay.schema.ts):
// GET /pay/getWithdrawAmountList, GET /pay/getWithdrawRequest, and POST /pay/withdraw under an
// Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AmountListSchema } from '../../../src/domain/pay.schema';
import { WithdrawalRequestItemSchema, WithdrawRequestReplySchema } from '../../../src/domain/withdrawal.schema';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf, MOVES_MONEY, type Idempotency } from '../../shared/idempotency';
import { currentPlayer } from '../../shared/require-player';
import { MoneyAmount, NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SecondFactorCheck } from '../../shared/second-factor';
import { textField } from '../../shared/schemas';
import type { WithdrawalService } from './withdrawal.service';

const WithdrawBody = Type.Object({
  bankCardId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  // A JSON number with at most two decimals; within the limits is the service's rule, in the caller's lang.
  amount: MoneyAmount,
  /** Issue 12: the authenticator (or recovery) code, while the player has 2FA on. Not part of the idempotent parameters: a replay answers the saved reply. */
  twoFactorCode: textField(),
});

export type WithdrawalRouteServices = { withdrawals: WithdrawalService; idempotency: Idempotency; twoFactor: SecondFactorCheck };

const withdrawalRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<WithdrawalRouteServices>> = async (
  app,
  { services: { withdrawals, idempotency, twoFactor } },
) => {
  // The request row and the hold in one transaction with the key: a replay answers the saved
  // reply and moves nothing; the same key with another card or amount is refused (409).
  // No per-address limit here: many players share one carrier address (CGNAT) and a withdrawal is
  // a signed-in call; guessing the 2FA code is stopped by its per-player lock (twoFactor.counting).
  app.post(
    '/pay/withdraw',
    { preHandler: app.requirePlayer, config: MOVES_MONEY, schema: { body: WithdrawBody, response: { 200: successSchema(WithdrawalRequestItemSchema) } } },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const key = idempotencyKeyOf(request);
      const params = { bankCardId: request.body.bankCardId, amount: request.body.amount };
      const code = request.body.twoFactorCode;
      const item = await twoFactor.counting(playerId, () =>
        idempotency.run({ playerId, key, route: 'POST /pay/withdraw', params }, async (tx) => {
          await twoFactor.confirm(playerId, code, tx);
          return withdrawals.withdraw(playerId, params, tx);
        }),
      );
      return success(item);
    },
  );

  app.get(
    '/pay/getWithdrawAmountList',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(AmountListSchema) } } },
    async () => success(await withdrawals.amountList()),
  );

  app.get(
    '/pay/getWithdrawRequest',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(WithdrawRequestReplySchema) } } },
    async (request) => success(await withdrawals.requestInfo(currentPlayer(request).playerId)),
  );
};

export default withdrawalRoutes;
