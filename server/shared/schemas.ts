// Input shapes several modules' routes use.
import { Type } from 'typebox';
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
