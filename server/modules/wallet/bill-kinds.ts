// Which SPEC.md §3 bill type a wallet movement is, from its transfer kind (and, for the areas still
// to come, the reference prefix they post with). One rule list serves the code and the SQL that
// filters bills by type, so the two cannot disagree. Kinds with no transfers yet are mapped now,
// so a bill never shows without a type:
//   deposit -> deposit; withdraw -> withdrawal; toGameMaker / outOfGameMaker -> games (a round,
//   gameRound, moves the game wallet, never the wallet, so it is never a bill);
//   toPromotion -> propsPurchase (buying into a promotion, e.g. its free spins);
//   promotionSettlement and bonus (a system bonus) -> rewards; rebate, or a `rebate:` reference ->
//   rebate; promotionBonus / promotionVoid never touch the wallet; `member:` -> memberPurchase;
//   `props:` -> propsPurchase; adjustment (an operator's correction; SPEC.md has no bill type for
//   it) -> deposit when it credits the wallet, withdrawal when it debits it, its memo saying why.
import { sql, type SQL } from 'drizzle-orm';
import type { BillType, TransferKind } from '../../../src/domain/trade';

type Rule = { type: BillType } & ({ prefix: string } | { kind: TransferKind; sign?: 'credit' | 'debit' });

/** First match wins. */
export const BILL_TYPE_RULES: readonly Rule[] = [
  { prefix: 'rebate:', type: 'rebate' },
  { prefix: 'member:', type: 'memberPurchase' },
  { prefix: 'props:', type: 'propsPurchase' },
  { kind: 'deposit', type: 'deposit' },
  { kind: 'withdraw', type: 'withdrawal' },
  { kind: 'toGameMaker', type: 'games' },
  { kind: 'outOfGameMaker', type: 'games' },
  { kind: 'gameRound', type: 'games' },
  { kind: 'toPromotion', type: 'propsPurchase' },
  { kind: 'promotionSettlement', type: 'rewards' },
  { kind: 'bonus', type: 'rewards' },
  { kind: 'rebate', type: 'rebate' },
  { kind: 'adjustment', sign: 'credit', type: 'deposit' },
  { kind: 'adjustment', sign: 'debit', type: 'withdrawal' },
];

function matches(rule: Rule, kind: string, reference: string, amount: bigint): boolean {
  if ('prefix' in rule) return reference.startsWith(rule.prefix);
  if (rule.kind !== kind) return false;
  return rule.sign === undefined || (rule.sign === 'credit' ? amount >= 0n : amount < 0n);
}

/** The bill type of a movement of `amount` (signed, on the wallet) by a transfer of `kind`. */
export function billTypeOf(kind: string, reference: string, amount: bigint): BillType {
  return BILL_TYPE_RULES.find((rule) => matches(rule, kind, reference, amount))?.type ?? (amount >= 0n ? 'deposit' : 'withdrawal');
}

/** The same rules as a SQL CASE over the given columns. */
export function billTypeSql(kind: SQL, reference: SQL, amount: SQL): SQL {
  const whens = BILL_TYPE_RULES.map((rule) => {
    if ('prefix' in rule) return sql`when left(${reference}, ${rule.prefix.length}) = ${rule.prefix} then ${rule.type}`;
    const sign = rule.sign === undefined ? sql`` : rule.sign === 'credit' ? sql` and ${amount} >= 0` : sql` and ${amount} < 0`;
    return sql`when ${kind} = ${rule.kind}${sign} then ${rule.type}`;
  });
  return sql`(case ${sql.join(whens, sql` `)} when ${amount} >= 0 then 'deposit' else 'withdrawal' end)`;
}
