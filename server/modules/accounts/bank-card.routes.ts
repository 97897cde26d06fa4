// The player's bank cards (src/domain/bank-card.ts names the paths; SPEC.md §7 names none):
// GET /bankCard/list, POST /bankCard/add, PUT /bankCard/edit/{id}, POST /bankCard/default/{id}.
// The three that change a card take the password, so they share the per-address limit of the
// other password calls.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { BankCardInput as BankCardInputType } from '../../../src/domain/bank-card';
import { BankCardItemSchema } from '../../../src/domain/bank-card.schema';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import { NoInput, textField as text } from '../../shared/schemas';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { BankCardService } from './bank-card.service';

// Every field optional here: which are required is the service's rule, answered in the caller's lang.
const BankCardBody = Type.Object({
  bank: text(),
  bankCardName: text(),
  bankCardAccount: text(),
  bankCardRemark: text(),
  phone: text(),
  password: text(),
  twoFactorCode: text(),
});
const CardId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const PasswordBody = Type.Object({ password: text(), twoFactorCode: text() });

const asInput = (body: Static<typeof BankCardBody>): BankCardInputType => ({
  bank: body.bank ?? '',
  bankCardName: body.bankCardName ?? '',
  bankCardAccount: body.bankCardAccount ?? '',
  bankCardRemark: body.bankCardRemark,
  phone: body.phone ?? '',
  password: body.password ?? '',
  twoFactorCode: body.twoFactorCode ?? '',
});

const bankCardRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<{ bankCards: BankCardService }>> = async (
  app,
  { services: { bankCards }, rateLimit },
) => {
  app.get(
    '/bankCard/list',
    { preHandler: app.requirePlayer, schema: { querystring: NoInput, response: { 200: successSchema(Type.Array(BankCardItemSchema)) } } },
    async (request) => success(await bankCards.list(currentPlayer(request).playerId)),
  );

  app.post(
    '/bankCard/add',
    { preHandler: app.requirePlayer, config: { rateLimit }, schema: { body: BankCardBody, response: { 200: successSchema(BankCardItemSchema) } } },
    async (request) => success(await bankCards.add(currentPlayer(request).playerId, asInput(request.body))),
  );

  app.put(
    '/bankCard/edit/:id',
    {
      preHandler: app.requirePlayer,
      config: { rateLimit },
      schema: { params: CardId, body: BankCardBody, response: { 200: successSchema(BankCardItemSchema) } },
    },
    async (request) => success(await bankCards.edit(currentPlayer(request).playerId, request.params.id, asInput(request.body))),
  );

  app.post(
    '/bankCard/default/:id',
    {
      preHandler: app.requirePlayer,
      config: { rateLimit },
      schema: { params: CardId, body: PasswordBody, response: { 200: successSchema(Type.Array(BankCardItemSchema)) } },
    },
    async (request) => success(await bankCards.setDefault(currentPlayer(request).playerId, request.params.id, request.body.password, request.body.twoFactorCode)),
  );
};

export default bankCardRoutes;
