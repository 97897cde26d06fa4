// Input shapes several modules' routes use.
import { Type, type TUnsafe } from 'typebox';
import { MAX_PAGE_LIMIT } from '../../src/domain/trade';

/** Generous: the rules are stricter; this only stops megabyte fields before any work. */
export const FIELD_MAX = 256;

/** An optional string with a length cap; which fields are required is a service's rule. */
export const textField = (maxLength = FIELD_MAX) => Type.Optional(Type.String({ maxLength }));

/** A call that takes no input: whatever comes is ignored. */
export const NoInput = Type.Object({});

/** The last page a list call may ask for: far past any real list, and an offset SQL takes as is. */
export const MAX_PAGE = 100_000;

/**
 * `page` and `limit` of every list call: whole numbers within bounds. A new list route spreads
 * these (or uses PagingQuery) rather than spelling its own, so none can forget a bound. A text
 * such as "Infinity" or "1e309" that the schema's coercion turns into a number that is not finite
 * is refused for every /user-api route by the merged-input plugin (plugins/user-api-input.ts).
 */
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT })),
};
export const PagingQuery = Type.Object(Paging);

/** The Ajv keyword behind MoneyAmount; the app registers it (app.ts) and the error handler names it. */
export const MONEY_AMOUNT_KEYWORD = 'moneyAmount';

/**
 * A money amount as it travels (DESIGN.md "Money"): a JSON number in major units. Deliberately
 * without a `type`: the schema's type coercion (on, for query strings, which are text by nature)
 * would read the text "100" or "1e3" as a number, and an amount sent as anything but a number is
 * refused here. At most two decimals, above zero and within a limit are each service's rules
 * (toMinorUnits), answered in the caller's language with that call's own words.
 */
export const MoneyAmount: TUnsafe<number> = Type.Unsafe<number>({ [MONEY_AMOUNT_KEYWORD]: true });

/** Registered on the app's Ajv (app.ts): validates MoneyAmount without coercing. */
export const moneyAmountKeyword = {
  keyword: MONEY_AMOUNT_KEYWORD,
  schemaType: 'boolean',
  errors: false,
  validate: (_schema: boolean, data: unknown): boolean => typeof data === 'number' && Number.isFinite(data),
} as const;
