// The deposit calls (SPEC.md §7 pay calls; shapes in src/domain/pay.schema.ts): ways to pay, channels
// with this player's remaining deposits today, banks, quick amounts, the budget, deposit offers,
// creating an order (charge / recharge), its status, and the manual deposit's payee accounts and
// submission. The calls that create an order take an Idempotency-Key (shared/idempotency.ts): a
// retry answers the same order instead of making a second one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AmountListSchema,
  BudgetAmountReplySchema,
  ChargeReplySchema,
  DepositActivityItemSchema,
  ManualDepositReplySchema,
  OrderStatusReplySchema,
  PayBankItemSchema,
  PayChannelItemSchema,
  PayeeAccountItemSchema,
  PayMethodItemSchema,
  type DepositActivityItem,
} from '../../../src/domain/pay.schema';
import { toMajorUnits, toMinorUnits } from '../../../src/domain/money';
import { invalid, refused } from '../../errors';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { MoneyAmount, NoInput } from '../../shared/schemas';
import { unwrap } from '../../shared/outcome';
import { idempotencyKeyOf, MOVES_MONEY, type Idempotency } from '../../shared/idempotency';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { DepositService } from './deposit.service';
import type { ManualDepositService } from './manual-deposit.service';
import type { PaymentCatalogueService } from './payment-catalogue';

const ManualDepositBody = Type.Object({
  payeeAccountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  memberBankAccount: Type.String({ maxLength: 64 }),
  depositTime: Type.Integer({ minimum: 0 }),
  amount: MoneyAmount,
  receiptUrl: Type.String({ maxLength: 200 }),
});

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** An amount as sent, in minor units; a malformed one is the SPEC.md §8 "wrong amount". */
export function readAmount(amount: number): bigint {
  const minor = toMinorUnits(amount);
  if (minor === null || minor <= 0n) throw invalid('server.pay.wrongAmount');
  return minor;
}

export interface PaymentRouteNeeds {
  deposits: DepositService;
  manualDeposits: ManualDepositService;
  paymentCatalogue: PaymentCatalogueService;
  site: { getWalletSettings(): Promise<{ autoDepositFunctionStatus: boolean }> };
  idempotency: Idempotency;
}

const paymentRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<PaymentRouteNeeds>> = async (
  app,
  { services: { deposits, manualDeposits, paymentCatalogue, site, idempotency } },
) => {
  const guarded = { preHandler: app.requirePlayer };
  const autoDepositOpen = async () => {
    if (!(await site.getWalletSettings()).autoDepositFunctionStatus) throw refused('server.pay.autoDepositClosed');
  };
  const methodItems = async (operatorCode?: string) => {
    await autoDepositOpen();
    return (await paymentCatalogue.methods(operatorCode)).map(({ id, name, operatorCode: code, icon }) => ({ id, name, operatorCode: code, icon }));
  };

  app.get('/pay/getPayMethod', { ...guarded, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(PayMethodItemSchema)) } } }, async () =>
    success(await methodItems()),
  );

  app.get(
    '/pay/getPayMethodByOperatorCode',
    {
      ...guarded,
      schema: {
        querystring: Type.Object({ operatorCode: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: { 200: successSchema(Type.Array(PayMethodItemSchema)) },
      },
    },
    async (request) => success(await methodItems(request.query.operatorCode)),
  );

  app.get('/pay/getPayChannel/:id', { ...guarded, schema: { params: IdParams, response: { 200: successSchema(Type.Array(PayChannelItemSchema)) } } }, async (request) =>
    success(await deposits.channelItems(currentPlayer(request).playerId, request.params.id)),
  );

  app.get('/pay/getPayBank/:id', { ...guarded, schema: { params: IdParams, response: { 200: successSchema(Type.Array(PayBankItemSchema)) } } }, async (request) => {
    await autoDepositOpen();
    return success((await paymentCatalogue.banksOf(request.params.id)).map(({ bankCode, bankName, icon }) => ({ bankCode, bankName, icon })));
  });

  // SPEC.md lists no input; a channelId narrows the list to that channel's quick amounts.
  app.get(
    '/pay/getDepositAmountList',
    {
      ...guarded,
      schema: { querystring: Type.Object({ channelId: Type.Optional(IdParams.properties.id) }), response: { 200: successSchema(AmountListSchema) } },
    },
    async (request) => success((await deposits.amountList(request.query.channelId)).map(toMajorUnits)),
  );

  app.post(
    '/pay/budgetAmount',
    {
      ...guarded,
      schema: { body: Type.Object({ channelId: IdParams.properties.id, amount: MoneyAmount }), response: { 200: successSchema(BudgetAmountReplySchema) } },
    },
    async (request) => {
      await autoDepositOpen();
      const budget = await deposits.budget(request.body.channelId, readAmount(request.body.amount));
      return success({ amount: toMajorUnits(budget.amount), fee: toMajorUnits(budget.fee), arrivalAmount: toMajorUnits(budget.arrivalAmount) });
    },
  );

  // Deposit offers come with promotions, which are not built yet: until then there is truly no
  // offer to pick, and the real answer is the empty list (not a made-up one).
  app.get('/pay/getAllActivity', { ...guarded, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(DepositActivityItemSchema)) } } }, async () =>
    success([] as DepositActivityItem[]),
  );

  const ChannelParams = Type.Object({ channel: Type.String({ minLength: 1, maxLength: 64 }) });
  const ChargeBody = Type.Object({ channelId: IdParams.properties.id, amount: MoneyAmount, bankCode: Type.Optional(Type.String({ maxLength: 32 })) });
  for (const call of ['charge', 'recharge'] as const) {
    app.post(
      `/pay/:channel/${call}`,
      { ...guarded, config: MOVES_MONEY, schema: { params: ChannelParams, body: ChargeBody, response: { 200: successSchema(ChargeReplySchema) } } },
      async (request) => {
        const { playerId } = currentPlayer(request);
        const key = idempotencyKeyOf(request);
        const amount = readAmount(request.body.amount);
        const order = {
          channel: request.params.channel,
          channelId: request.body.channelId,
          amount,
          bankCode: call === 'recharge' ? (request.body.bankCode ?? null) : null,
          call,
        };
        // Read before the run (no query may run beside its transaction on PGlite); a refusal is raised inside it.
        const plan = await deposits.planOrder(playerId, order);
        const reply = await idempotency.run({ playerId, key, route: `POST /pay/{channel}/${call}`, params: order }, async (tx) => {
          const created = await deposits.createOrder(unwrap(plan), tx);
          return { orderNo: created.orderNo, payUrl: created.payUrl, endTime: created.endTime.getTime() };
        });
        return success(reply);
      },
    );
  }

  app.get(
    '/pay/getOrderStatus/:orderNo',
    { ...guarded, schema: { params: Type.Object({ orderNo: Type.String({ maxLength: 64 }) }), response: { 200: successSchema(OrderStatusReplySchema) } } },
    async (request) => success(await deposits.orderStatus(currentPlayer(request).playerId, request.params.orderNo, (key) => request.t(key))),
  );

  app.get('/pay/ManualDeposit/getBanks', { ...guarded, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(PayeeAccountItemSchema)) } } }, async () =>
    success(await manualDeposits.payees()),
  );

  app.post(
    '/pay/ManualDeposit/submit',
    { ...guarded, config: MOVES_MONEY, schema: { body: ManualDepositBody, response: { 200: successSchema(ManualDepositReplySchema) } } },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const key = idempotencyKeyOf(request);
      const plan = await manualDeposits.plan(playerId, request.body);
      // Only the fields the schema knows: whatever else the body carried decides nothing.
      const { payeeAccountId, memberBankAccount, depositTime, amount, receiptUrl } = request.body;
      const params = { payeeAccountId, memberBankAccount, depositTime, amount, receiptUrl };
      const reply = await idempotency.run({ playerId, key, route: 'POST /pay/ManualDeposit/submit', params }, async (tx) => {
        const order = await manualDeposits.submit(unwrap(plan), tx);
        return { orderNo: order.orderNo, state: 'pendingReview' as const };
      });
      return success(reply);
    },
  );
};

export default paymentRoutes;
