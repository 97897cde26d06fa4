// The words of money on the wire (trade.ts) as schemas, for the replies and queries that carry them.
import { BILL_TYPES, TRADE_STATES } from './trade';
import { literalUnion } from './wire.schema';

export const TradeStateSchema = literalUnion(TRADE_STATES);
export const BillTypeSchema = literalUnion(BILL_TYPES);
