// The withdrawal calls (SPEC.md §7; src/domain/withdrawal.ts, pay.ts): GET /pay/getWithdrawAmountList,
// GET /pay/getWithdrawRequest, and POST /pay/withdraw under an Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AmountList } from '../../../src/domain/pay.schema';
import type { TradeState } from '../../../src/domain/trade';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../../../src/domain/withdrawal';
import { success, successSchema } from '../../shared/envelope';
import { idempotencyKeyOf, type Idempotency } from '../../shared/idempotency';
import { currentPlayer } from '../../shared/require-player';
import type { Same } from '../../shared/same-type';
import { MoneyAmount, NoInput } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { SecondFactorCheck } from '../../shared/second-factor';
import { textField } from '../../shared/schemas';
import type { WithdrawalService } from './withdrawal.service';

// Spelled out: a mapped array loses the literal types the Same<> check compares.
export const TradeStateSchema = Type.Union([
  Type.Literal('pendingReview'),
  Type.Literal('failed'),
  Type.Literal('pendingPayment'),
  Type.Literal('done'),
]);
const stateMatches: Same<Static<typeof TradeStateSchema>, TradeState> = true;
void stateMatches;

const WithdrawalItemSchema = Type.Object({
  id: Type.Number(),
  orderNo: Type.String(),
  amount: Type.Number(),
  state: TradeStateSchema,
  reason: Type.String(),
  bankName: Type.String(),
  cardTail: Type.String(),
  createdAt: Type.Number(),
  arrivesAt: Type.Union([Type.Number(), Type.Null()]),
});
const WithdrawRequestSchema = Type.Object({
  balance: Type.Number(),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  requests: Type.Array(WithdrawalItemSchema),
});
const AmountListSchema = Type.Array(Type.Number());

const itemMatches: Same<Static<typeof WithdrawalItemSchema>, WithdrawalRequestItem> = true;
const replyMatches: Same<Static<typeof WithdrawRequestSchema>, WithdrawRequestReply> = true;
const listMatches: Same<Static<typeof AmountListSchema>, AmountList> = true;
void itemMatches;
void replyMatches;
void listMatches;

export { WithdrawalItemSchema };

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
    { preHandler: app.requirePlayer, schema: { body: WithdrawBody, response: { 200: successSchema(WithdrawalItemSchema) } } },
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
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(WithdrawRequestSchema) } } },
    async (request) => success(await withdrawals.requestInfo(currentPlayer(request).playerId)),
  );
};

export default withdrawalRoutes;
