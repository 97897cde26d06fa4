// The player's bills and their analysis (SPEC.md §2 wallet, §3 bill types, §7 GET /bill/list and
// /bill/analyzeBill), read from the ledger's entries on the player's wallet (bill.repository.ts):
//   - every entry on the wallet is a bill that moved money (balanceAfter set); a withdrawal's
//     entries carry the request's state (pendingReview until reviewed, done once paid out, failed
//     when rejected — its hold and the void that returned it both show failed), every other
//     entry is done;
//   - deposit orders not done (pendingPayment, pendingReview, failed) are bills that moved nothing
//     (balanceAfter null).
// A games bill is the wallet's money going into a game (launch, recharge) or coming back from it
// (exit, autoExitGame, a pull-back, a refused transfer voided back), under its game session
// (G<session id>) and named by its game: what the wallet did, so a type's bills that moved money
// add up to the wallet's change for that type (the analysis's byType) as every other type's do.
// The rounds played in between move the game wallet at the maker, not the wallet: they are the
// round records (GET /game/round/list), not bills; listing them too counted every round's money
// twice (once as a round, again in what came back) and left out break-even rounds.
// The analysis of a period (days on the site's clock, src/domain/analysis-period.ts) takes the
// opening and closing balances from the entries' balance_after, and netChange is the sum of the
// period's movements, so closingBalance - openingBalance = netChange always holds, a withdrawal
// under review included (its money has left the wallet for the hold).
import { CUSTOM_PERIOD_MAX_DAYS, dayIndexOf, periodRange, type PeriodError, type PeriodRange } from '../../../src/domain/analysis-period';
import { siteDay } from '../../../src/domain/site-time';
import type { AnalysisPeriod } from '../../../src/domain/bill';
import type { AnalyzeBillReply, BillItem } from '../../../src/domain/bill.schema';
import { BILL_TYPES, DEFAULT_PAGE_LIMIT, type BillType, type Page, type TradeState } from '../../../src/domain/trade';
import { toMajorUnits } from '../../../src/domain/money';
import type { Clock } from '../../clock';
import { invalid } from '../../errors';
import type { SiteSettingValue } from '../../shared/site-settings';
import type { BillRepository, BillRow } from './bill.repository';
import { billTypeOf } from './bill-kinds';

export interface BillQuery {
  type?: BillType;
  status?: TradeState;
  page?: number;
  limit?: number;
}

export interface BillServiceDeps {
  bills: BillRepository;
  site: { getSiteSetting(key: string): Promise<SiteSettingValue> };
  now: Clock;
}

function toBillItem(row: BillRow): BillItem {
  return {
    id: row.id,
    orderNo: row.orderNo,
    type: row.type,
    state: row.state,
    amount: toMajorUnits(row.amount),
    balanceAfter: row.balanceAfter === null ? null : toMajorUnits(row.balanceAfter),
    createdAt: row.createdAt.getTime(),
    remark: row.remark,
  };
}

/** Ranges kept (they change once a day); the map is emptied when it reaches this size. */
const RANGE_CACHE_SIZE = 256;

export class BillService {
  // A 12-month range is 365 site days, each made with @date-fns/tz (about 0.3 s of CPU here);
  // the same range serves every player until the site's day or timezone changes.
  private readonly ranges = new Map<string, PeriodRange | PeriodError>();
  private readonly bills: BillRepository;
  private readonly site: BillServiceDeps['site'];
  private readonly now: Clock;

  constructor({ bills, site, now }: BillServiceDeps) {
    this.bills = bills;
    this.site = site;
    this.now = now;
  }

  /** GET /bill/list: newest first. */
  async list(playerId: number, query: BillQuery): Promise<Page<BillItem>> {
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const page = query.page ?? 1;
    const { rows, total } = await this.bills.page(playerId, { type: query.type, state: query.status }, (page - 1) * limit, limit);
    return { rows: rows.map(toBillItem), total };
  }

  private rangeOf(period: AnalysisPeriod, countryTimezone: number, custom: { from?: string; to?: string }): PeriodRange | PeriodError {
    const now = this.now();
    const key = [period, countryTimezone, siteDay(now, countryTimezone), custom.from ?? '', custom.to ?? ''].join('|');
    let range = this.ranges.get(key);
    if (!range) {
      range = periodRange(period, now, countryTimezone, custom);
      if (this.ranges.size >= RANGE_CACHE_SIZE) this.ranges.clear();
      this.ranges.set(key, range);
    }
    return range;
  }

  /** GET /bill/analyzeBill. */
  async analyze(playerId: number, period: AnalysisPeriod, custom: { from?: string; to?: string }): Promise<AnalyzeBillReply> {
    const countryTimezone = Number(await this.site.getSiteSetting('countryTimezone'));
    const range = this.rangeOf(period, countryTimezone, custom);
    if (typeof range === 'string') throw invalid(`server.bill.${range}`, { days: CUSTOM_PERIOD_MAX_DAYS });
    const start = new Date(range.start);
    const end = new Date(range.end);
    const [openingBalance, closingBalance, movements] = await Promise.all([
      this.bills.balanceAt(playerId, start),
      this.bills.balanceAt(playerId, end),
      this.bills.movements(playerId, start, end),
    ]);

    const byType = new Map(BILL_TYPES.map((type) => [type, { type, incoming: 0n, outgoing: 0n, count: 0 }]));
    const byDay = range.days.map((date) => ({ date, incoming: 0n, outgoing: 0n }));
    let netChange = 0n;
    for (const movement of movements) {
      netChange += movement.amount;
      const type = byType.get(billTypeOf(movement.kind, movement.reference, movement.amount));
      const day = byDay[dayIndexOf(range, movement.createdAt.getTime())];
      const incoming = movement.amount > 0n ? movement.amount : 0n;
      const outgoing = movement.amount < 0n ? -movement.amount : 0n;
      if (type) {
        type.incoming += incoming;
        type.outgoing += outgoing;
        type.count += 1;
      }
      if (day) {
        day.incoming += incoming;
        day.outgoing += outgoing;
      }
    }
    return {
      period,
      from: range.from,
      to: range.to,
      openingBalance: toMajorUnits(openingBalance),
      closingBalance: toMajorUnits(closingBalance),
      netChange: toMajorUnits(netChange),
      byType: [...byType.values()].map((entry) => ({
        type: entry.type,
        incoming: toMajorUnits(entry.incoming),
        outgoing: toMajorUnits(entry.outgoing),
        count: entry.count,
      })),
      byDay: byDay.map((entry) => ({ date: entry.date, incoming: toMajorUnits(entry.incoming), outgoing: toMajorUnits(entry.outgoing) })),
    };
  }
}
