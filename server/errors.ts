// Errors a service throws on purpose. The central error handler turns an ApiError into the
// /user-api envelope (HTTP 200, body code, localized msg); anything else is a bug and becomes 500.
import { BodyCode } from '../src/domain/api-reply';
import type { MessageParams } from './i18n/server-messages';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** The body code the web app reacts to (SPEC.md §8), e.g. BodyCode.refused. */
    readonly bodyCode: number,
    /** A key under "server" in locales/*.json, such as server.notFound. */
    readonly messageKey: string,
    readonly params?: MessageParams,
    /** The HTTP status: 200 for every envelope reply, except a rate limit (429). */
    readonly httpStatus = 200,
  ) {
    super(messageKey);
  }
}

/** A business rule said no (DESIGN.md: body code 500, msg says why). */
export function refused(messageKey: string, params?: MessageParams): ApiError {
  return new ApiError(BodyCode.refused, messageKey, params);
}

/** The input broke a rule the route schema cannot express (body code 400). */
export function invalid(messageKey: string, params?: MessageParams): ApiError {
  return new ApiError(BodyCode.invalid, messageKey, params);
}

/** Too many attempts in a window (SMS sends per phone or address): HTTP 429 with body code 429. */
export function tooManyRequests(messageKey: string, params?: MessageParams): ApiError {
  return new ApiError(429, messageKey, params, 429);
}

/** No token, or one that is unknown, revoked or expired (body code 401). */
export function unauthorized(): ApiError {
  return new ApiError(BodyCode.unauthorized, 'server.unauthorized');
}
