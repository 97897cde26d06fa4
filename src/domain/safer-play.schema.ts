// The safer-play status on the wire (GET /safety/limits and the replies of the other /safety/*
// calls; safer-play.ts has the rules), the one source of its types (wire.schema.ts).
import { Type, type Static } from 'typebox';
import { BREAK_KINDS, LIMIT_PERIODS } from './safer-play';
import { literalUnion, nullable } from './wire.schema';

const Amount = nullable(Type.Number());

/** One period's limit: what holds now, and a raise or removal waiting for its time. */
export const DepositLimitItemSchema = Type.Object({
  period: literalUnion(LIMIT_PERIODS),
  /** In force now (major units); null: none. */
  amount: Amount,
  /** A raise or removal not yet in force: its amount (null: removal) and when it takes effect. */
  pending: nullable(Type.Object({ amount: Amount, effectiveAt: Type.Number() })),
  /** Deposited in the current period (major units), pending ones included. */
  used: Type.Number(),
  /** When the current period ends (epoch ms). */
  resetsAt: Type.Number(),
});
export type DepositLimitItem = Static<typeof DepositLimitItemSchema>;

export const SafetyBreakSchema = Type.Object({
  kind: literalUnion(BREAK_KINDS),
  startedAt: Type.Number(),
  until: Type.Number(),
  /** A self-exclusion whose period is over: when the player asked to lift it, if they did. */
  liftRequestedAt: nullable(Type.Number()),
  /** When it lifts: `until` for a time-out; request + cooling-off for a self-exclusion, once asked. */
  liftsAt: nullable(Type.Number()),
});
export type SafetyBreak = Static<typeof SafetyBreakSchema>;

export const SafetyStatusSchema = Type.Object({
  limits: Type.Array(DepositLimitItemSchema),
  /** The break in force, if any. */
  activeBreak: nullable(SafetyBreakSchema),
  /** Whether the player has ever deposited (the first deposit offers limits). */
  hasDeposited: Type.Boolean(),
});
export type SafetyStatus = Static<typeof SafetyStatusSchema>;
