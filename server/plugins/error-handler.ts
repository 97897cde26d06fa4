// The one place errors become replies. On /user-api: a rule broken by the input is HTTP 200 with
// body code 400 naming the field (DESIGN.md "Envelope"); a refused business rule is the ApiError's
// body code; a request the server cannot read (bad JSON, wrong type, too large) keeps its HTTP 4xx
// status with a JSON body. Anything else is a bug: HTTP 500, a generic msg, details only in the log.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { BodyCode } from '../../src/domain/api-reply';
import { ApiError } from '../errors';
import { sendEnvelope } from '../shared/envelope';
import { BODY_TOO_DEEP } from '../shared/json-depth';
import { MONEY_AMOUNT_KEYWORD } from '../shared/schemas';
import { isUserApiRequest } from '../shared/user-api-scope';
import { RequestTimeLimitError } from './request-time-limit';
import type { Translate } from '../i18n/server-messages';

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        return sendEnvelope(reply, error.httpStatus, error.bodyCode, request.t(error.messageKey, error.params));
      }
      if (error.validation) {
        const msg = validationMessage(error, request.t);
        // Outside /user-api there is no envelope to carry code 400, so the HTTP status says it.
        return isUserApiRequest(request)
          ? sendEnvelope(reply, 200, BodyCode.invalid, msg)
          : sendEnvelope(reply, 400, BodyCode.invalid, msg);
      }
      // The request's time limit (request-time-limit.ts): the work may still finish, so the
      // reply is a 5xx the client treats as "may have arrived" and retries with the same key.
      if (error instanceof RequestTimeLimitError) {
        request.log.error({ err: error }, 'request time limit reached');
        return sendEnvelope(reply, 503, 503, request.t('server.requestTimedOut'));
      }
      const status = error.statusCode ?? 500;
      // HTTP 403 means a blocked address to the web app (SPEC.md §8), and only the access hook
      // sends it. @fastify/static refuses a non-canonical path (`//`, `/../`) with a 403 of its
      // own; nothing lives at such a path, so it is answered as not found, like any other.
      if (status === 403) return reply.callNotFound();
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request refused');
        return sendEnvelope(reply, status, status, request.t(clientErrorKey(error, status)));
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendEnvelope(reply, 500, 500, request.t('server.internalError'));
    });
  },
  { name: 'error-handler', dependencies: ['locale'] },
);

function clientErrorKey(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'server.malformedBody';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'server.unsupportedMediaType';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'server.bodyTooLarge';
    case BODY_TOO_DEEP:
      return 'server.bodyTooDeep';
  }
  if (status === 404) return 'server.notFound';
  if (status === 413) return 'server.bodyTooLarge';
  if (status === 415) return 'server.unsupportedMediaType';
  if (status === 429) return 'server.tooManyRequests';
  // JSON.parse errors from other parsers, and the prototype-poisoning refusal, are SyntaxErrors.
  if (error instanceof SyntaxError) return 'server.malformedBody';
  return 'server.badRequest';
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A message naming the first broken field and rule, in the caller's language. */
function validationMessage(error: FastifyError, t: Translate): string {
  const [issue] = (error.validation ?? []) as ValidationIssue[];
  if (!issue) return t('server.invalidInput', { field: error.validationContext ?? 'input' });
  const field = fieldLabel(fieldOf(issue) || (error.validationContext ?? 'input'), t);
  const limit = issue.params.limit;
  switch (issue.keyword) {
    case 'required':
      return t('server.fieldRequired', { field });
    case 'minLength':
    case 'minItems':
      return t('server.fieldTooShort', { field, limit: String(limit) });
    case 'maxLength':
    case 'maxItems':
      return t('server.fieldTooLong', { field, limit: String(limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('server.fieldTooSmall', { field, limit: String(limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('server.fieldTooLarge', { field, limit: String(limit) });
    case MONEY_AMOUNT_KEYWORD:
      return t('server.fieldNotMoney', { field });
    default:
      return t('server.invalidInput', { field });
  }
}

function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path;
}

/** A field's name as the player knows it, when locales give one under server.field.<name>. */
function fieldLabel(field: string, t: Translate): string {
  const key = `server.field.${field}`;
  const label = t(key);
  return label === key ? field : label;
}
