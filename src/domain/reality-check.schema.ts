// The reality check on the wire (GET /user/realityCheck, GET /game/session/reality; the rules are
// reality-check.ts), the one source of its types (wire.schema.ts).
import { Type, type Static } from 'typebox';
import { REALITY_CHECK_INTERVALS } from './reality-check';
import { literalUnion, nullable } from './wire.schema';

const IntervalSchema = literalUnion(REALITY_CHECK_INTERVALS);

/** GET /user/realityCheck: the interval in force (null: off) and what the player may choose. */
export const RealityCheckSettingSchema = Type.Object({
  interval: nullable(IntervalSchema),
  choices: Type.Array(IntervalSchema),
  /** Whether the site lets a player turn the reminder off. */
  offAllowed: Type.Boolean(),
});
export type RealityCheckSetting = Static<typeof RealityCheckSettingSchema>;

/** GET /game/session/reality: the open session's time and result so far (major units). */
export const RealityReadingSchema = Type.Object({
  sessionId: Type.Number(),
  gameId: Type.Number(),
  /** ISO time the session opened. */
  openedAt: Type.String(),
  elapsedSeconds: Type.Number(),
  rounds: Type.Number(),
  bet: Type.Number(),
  win: Type.Number(),
  /** Wins minus bets: negative is a loss. */
  net: Type.Number(),
});
export type RealityReading = Static<typeof RealityReadingSchema>;
