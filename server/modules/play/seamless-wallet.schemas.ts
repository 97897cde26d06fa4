// The seamless-wallet callbacks' bodies and answer (docs/seamless-wallet.md), as TypeBox schemas:
// the routes validate with them and the OpenAPI document shows them. Amounts are strings of
// integer minor units; ids are the maker's.
import { Type, type Static } from 'typebox';

const MinorText = Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$', description: 'Integer minor units ("1250" is 12.50)' });
const MakerId = (description: string) => Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9:_.-]+$', description });
const Token = Type.String({ minLength: 1, maxLength: 200, description: 'The wallet token the launch handed the maker for the session' });
const PlayerId = Type.Integer({ minimum: 1 });
const GameCode = Type.String({ minLength: 1, maxLength: 64 });

export const BalanceBody = Type.Object({ token: Token, playerId: PlayerId });
export const DebitBody = Type.Object({
  transactionId: MakerId("The maker's id of this call: a repeat answers the first answer"),
  token: Token,
  playerId: PlayerId,
  gameCode: GameCode,
  roundId: MakerId("The maker's round"),
  amount: MinorText,
});
export const RoundProof = Type.Object(
  {
    serverSeedHash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the server seed, committed before the round' }),
    clientSeed: Type.String({ maxLength: 128 }),
    nonce: Type.Integer({ minimum: 0 }),
    wager: Type.Unknown({ description: "The game's own wager, as the round was played" }),
    outcome: Type.Unknown({ description: "The game's own outcome, recomputable from the seeds" }),
    finishedAt: Type.String({ maxLength: 40, description: 'ISO 8601' }),
  },
  { description: "The round's provably-fair proof, recorded with the round" },
);
export const CreditBody = Type.Object({
  transactionId: MakerId("The maker's id of this call: a repeat answers the first answer"),
  debitTransactionId: MakerId('The debit this credit settles'),
  token: Token,
  playerId: PlayerId,
  gameCode: GameCode,
  roundId: MakerId("The maker's round (the debit's)"),
  amount: MinorText,
  round: RoundProof,
});
export const RollbackBody = Type.Object({
  transactionId: MakerId("The maker's id of this call: a repeat answers the first answer"),
  debitTransactionId: MakerId('The debit to undo'),
  token: Token,
  playerId: PlayerId,
  gameCode: GameCode,
  roundId: MakerId("The maker's round (the debit's)"),
});

export const SEAMLESS_STATUSES = [
  'OK',
  'INVALID_TOKEN',
  'INSUFFICIENT_FUNDS',
  'MAX_BET_EXCEEDED',
  'DEBIT_ROLLED_BACK',
  'ROUND_SETTLED',
  'UNKNOWN_DEBIT',
  'BAD_REQUEST',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

export const WalletAnswer = Type.Object({
  status: Type.Union(SEAMLESS_STATUSES.map((status) => Type.Literal(status))),
  balance: Type.Optional(Type.String({ description: 'Integer minor units: the money the session plays, after the call' })),
});
export const SignatureRefusal = Type.Object({ error: Type.Literal('signature') });

export type BalanceRequest = Static<typeof BalanceBody>;
export type DebitRequest = Static<typeof DebitBody>;
export type CreditRequest = Static<typeof CreditBody>;
export type RollbackRequest = Static<typeof RollbackBody>;
