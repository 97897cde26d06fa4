// Promotions on the wire (SPEC.md §3 promotions; the rules are promotion.ts), the one source of
// their types (wire.schema.ts).
import { Type, type Static } from 'typebox';
import { nullable } from './wire.schema';

/** What GET /game/launch tells a player about to play with promotion money (shown before betting). */
export const PromotionPlaySchema = Type.Object({ recordId: Type.Number(), title: Type.String(), balance: Type.Number(), maxBet: nullable(Type.Number()) });
export type PromotionPlay = Static<typeof PromotionPlaySchema>;
