// The seamless-wallet callbacks a maker's server calls (docs/seamless-wallet.md), outside /user-api:
//   POST /maker-api/{makerCode}/wallet/balance   {token, playerId}
//   POST /maker-api/{makerCode}/wallet/debit     {transactionId, token, playerId, gameCode, roundId, amount}
//   POST /maker-api/{makerCode}/wallet/credit    {..., debitTransactionId, amount, round}
//   POST /maker-api/{makerCode}/wallet/rollback  {..., debitTransactionId}
// Signed as the demo maker's calls are (timestamp, method, path with query and raw body, HMAC-SHA256
// with the maker's secret): a wrong signature or a timestamp over 60 s away answers 401 before the
// body is looked at; a maker not configured here answers 404. Everything else answers 200 with a
// status (BAD_REQUEST for a body of the wrong shape), the stored text of the first answer on a repeat.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from 'typebox';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureValid } from '../../makers/demo/demo-maker-signature';
import { nestsDeeperThan } from '../../shared/json-depth';
import type { ModuleOptions } from '../../shared/server-module';
import { answerText, type SeamlessWallet } from './seamless-wallet.service';
import { BalanceBody, CreditBody, DebitBody, RollbackBody, SignatureRefusal, WalletAnswer } from './seamless-wallet.schemas';

export const MAKER_API_PREFIX = '/maker-api/';

/** A maker's calls are small; anything larger is not one. */
const BODY_LIMIT = 64 * 1024;

const MakerParams = Type.Object({ makerCode: Type.String({ minLength: 1, maxLength: 32, description: "The maker's code, as configured on the platform" }) });
const replies = {
  200: WalletAnswer,
  401: { ...SignatureRefusal, description: 'The signature is wrong or the timestamp more than 60 s away: nothing was read or moved' },
  404: Type.Object({ error: Type.Literal('maker') }, { description: 'No seamless maker of this code is configured here' }),
};

const walletRoutes: FastifyPluginAsync<ModuleOptions<{ seamlessWallet: SeamlessWallet }>> = async (plain, { services }) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const wallet = services.seamlessWallet;

  // The signature covers the raw body: keep it beside the parsed one, parsed as every route's body
  // is (Fastify's parser, which refuses a __proto__ key, and the nesting bound).
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (error || nestsDeeperThan(parsed)) done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
      else done(null, parsed);
    });
  });

  const signed = (request: FastifyRequest): boolean => {
    const secret = wallet.secret;
    if (!secret) return false;
    return signatureValid(
      secret,
      { timestamp: request.headers[TIMESTAMP_HEADER], signature: request.headers[SIGNATURE_HEADER], method: request.method, pathWithQuery: request.url, body: rawBodies.get(request) ?? '' },
      new Date(),
    );
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const { makerCode } = request.params as { makerCode?: string };
    if (!makerCode || !wallet.serves(makerCode)) return reply.code(404).send({ error: 'maker' });
    if (!signed(request)) return reply.code(401).send({ error: 'signature' });
    return null;
  };

  // Before validation, so an unsigned call learns nothing of its body's shape.
  app.addHook('preValidation', async (request, reply) => {
    const refused = refuse(request, reply);
    if (refused) return refused;
  });
  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // A malformed body fails before preValidation ran: the signature is still checked first.
      const refused = refuse(request, reply);
      if (refused) return refused;
      return reply.code(200).type('application/json; charset=utf-8').send(answerText({ status: 'BAD_REQUEST' }));
    }
    // Nothing was stored: the maker's retry runs the call again.
    request.log.error({ err: error }, 'seamless wallet callback failed');
    return reply.code(500).send({ error: 'internal' });
  });

  /** One callback: its document and its call; every answer is 200 with the call's stored text. */
  const callback = <B extends TSchema>(call: string, summary: string, description: string, body: B, answer: (makerCode: string, body: Static<B>) => Promise<string>) =>
    app.post(
      `${MAKER_API_PREFIX}:makerCode/wallet/${call}`,
      { schema: { tags: ['wallet callbacks'], summary, description, params: MakerParams, body, response: replies } },
      // The stored text as it is, not re-serialised: a replay is the first answer byte for byte.
      async (request, reply: FastifyReply) => reply.code(200).type('application/json; charset=utf-8').send(await answer((request.params as { makerCode: string }).makerCode, request.body as Static<B>)),
    );

  callback(
    'balance',
    'The money of a session now',
    "Answers the balance of the money the token's session plays (the wallet's, or a promotion record's). A token past its expiry still reads it.",
    BalanceBody,
    (_makerCode, body) => wallet.balance(body),
  );
  callback(
    'debit',
    'A bet: money from the session to the house',
    "Needs a live token of an open session. Refused past the balance (INSUFFICIENT_FUNDS), past the session's promotion max bet (MAX_BET_EXCEEDED), " +
      'and when a rollback of this transaction id came first (DEBIT_ROLLED_BACK). Idempotent by transactionId.',
    DebitBody,
    (makerCode, body) => wallet.debit(makerCode, body),
  );
  callback(
    'credit',
    "A round's settlement: its win to the session's money, the round recorded",
    'Closes the debit (a win of 0 too) and records the round with its proof. Accepted after the token expired or the session closed. ' +
      'UNKNOWN_DEBIT when the debit never arrived, DEBIT_ROLLED_BACK after its rollback, ROUND_SETTLED when already credited. Idempotent by transactionId.',
    CreditBody,
    (makerCode, body) => wallet.credit(makerCode, body),
  );
  callback(
    'rollback',
    'A debit undone: its stake back',
    'Accepted after the token expired. A debit not seen yet answers OK, moves nothing and is remembered (it is refused if it comes); ' +
      'a debit already credited answers ROUND_SETTLED. Idempotent by transactionId.',
    RollbackBody,
    (makerCode, body) => wallet.rollback(makerCode, body),
  );
};

export default walletRoutes;
