// One /user-api route as an OpenAPI operation. The route's own schemas give its input and its
// success reply; what a schema cannot say is read off the route as the server runs it: whether
// it needs a token (its preHandler is requirePlayer), takes one (identifyPlayer) or none; whether
// money moves (config MOVES_MONEY: the Idempotency-Key header); whether it is rate limited
// (config.rateLimit); which area serves it (config.area). The body codes are DESIGN.md's
// "Envelope": every reply is HTTP 200 with { code, msg, data } except the HTTP statuses below.
import type { RouteOptions } from 'fastify';
import { BodyCode } from '../../src/domain/api-reply';
import { LOCALES } from '../../src/domain/locales';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS } from '../../src/domain/trade';
import { MONEY_AMOUNT_KEYWORD } from '../shared/schemas';
import { SPEC_NOTES } from './spec-notes';

export type JsonSchema = Record<string, unknown>;

/** Who may call a route, as its preHandler decides. */
export type RouteAuth = 'player' | 'optional' | 'guest';

export const BEARER_SCHEME = 'bearerToken';

/** The route's path as the document and SPEC.md write it: under /user-api, `{name}` for a parameter. */
export function specPath(url: string): string {
  return url.replace(/^\/user-api(?=\/)/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** 'GET /game/info/{gameId}': the key of SPEC_NOTES and of the tests' route lists. */
export function callName(method: string, url: string): string {
  return `${method} ${specPath(url)}`;
}

/** A stable, unique name per operation (client generators name their functions by it). */
export function operationIdOf(method: string, url: string): string {
  const words = specPath(url)
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by_${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const envelope = (codes: readonly number[], description: string): JsonSchema => ({
  type: 'object',
  description,
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', enum: [...codes] },
    msg: { type: 'string', description: "Why, in the caller's lang (shown to the player as a toast)" },
    data: { type: 'null' },
  },
});

/** Body codes a call may answer besides the ones every route, token or key brings. */
const EXTRA_BODY_CODES: Readonly<Record<string, readonly number[]>> = {
  // The captcha check at login (SPEC.md §7 "On login failure with error 503 the captcha is reloaded").
  'POST /login': [BodyCode.captchaRejected],
};

const BODY_CODE_MEANING: Readonly<Record<number, string>> = {
  [BodyCode.invalid]: '400 the input broke a rule (msg names the field and the rule)',
  [BodyCode.unauthorized]: '401 no token, or an unknown, revoked or idle one: the web app clears its token',
  [BodyCode.refused]: '500 a business rule refused the call (msg says why)',
  [BodyCode.idempotencyConflict]: '409 the Idempotency-Key was used with other parameters, or its first request is still running',
  [BodyCode.captchaRejected]: '503 the captcha was wrong or expired: ask for a new one',
};

export interface UserApiRouteFacts {
  method: string;
  url: string;
  auth: RouteAuth;
  movesMoney: boolean;
  rateLimited: boolean;
  area: string | undefined;
}

/** What the route itself says, given the guard functions of its scope. */
export function routeFacts(route: RouteOptions, method: string, guards: { requirePlayer: unknown; identifyPlayer: unknown } | undefined): UserApiRouteFacts {
  const preHandlers = [route.preHandler ?? []].flat() as unknown[];
  const auth: RouteAuth =
    guards && preHandlers.includes(guards.requirePlayer) ? 'player' : guards && preHandlers.includes(guards.identifyPlayer) ? 'optional' : 'guest';
  return {
    method,
    url: route.url,
    auth,
    movesMoney: route.config?.idempotencyKey === true,
    rateLimited: route.config?.rateLimit !== undefined,
    area: route.config?.area,
  };
}

const AUTH_TEXT: Record<RouteAuth, string> = {
  player: "Needs the player's token (`Authorization: Bearer <token>`); without a live one the reply is body code 401.",
  optional: "A token is optional: with a live one the reply is the player's own (marks, buttons); without one, or with a stale one, the caller reads as a guest.",
  guest: 'No token.',
};

const SECURITY: Record<RouteAuth, unknown[]> = {
  player: [{ [BEARER_SCHEME]: [] }],
  optional: [{}, { [BEARER_SCHEME]: [] }],
  guest: [],
};

const LANG_PARAMETER: JsonSchema = {
  type: 'string',
  enum: [...LOCALES],
  description: "The caller's locale (SPEC.md §7: every call adds it); msg is worded in it. Never part of the call's own input.",
};

const IDEMPOTENCY_KEY: JsonSchema = {
  type: 'string',
  pattern: IDEMPOTENCY_KEY_PATTERN.source,
  description:
    'Made by the client before the first send and kept across retries: a replay with the same parameters answers the saved reply and moves nothing; ' +
    `the same key with other parameters is refused (body code 409). Kept ${IDEMPOTENCY_KEY_TTL_MS / 3_600_000} hours.`,
};

const MONEY_AMOUNT: JsonSchema = {
  type: 'number',
  description: 'Money in major units, at most two decimals, as a JSON number (the text "100" is refused)',
};

/** The input schema as a reader needs it: a money amount (checked by its own keyword, untyped so nothing coerces it) shown as the number it is. */
function documentedInput(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documentedInput);
  if (typeof schema !== 'object' || schema === null) return schema;
  if ((schema as JsonSchema)[MONEY_AMOUNT_KEYWORD] === true) return MONEY_AMOUNT;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, documentedInput(value)]));
}

/** The documentation schema of one /user-api route (only the document reads it; validation keeps the route's own). */
export function userApiOperation(schema: JsonSchema, facts: UserApiRouteFacts): JsonSchema {
  const call = callName(facts.method, facts.url);
  const note = SPEC_NOTES[call];
  const bodyCodes = [
    BodyCode.invalid,
    ...(facts.auth === 'player' ? [BodyCode.unauthorized] : []),
    ...(facts.movesMoney ? [BodyCode.idempotencyConflict] : []),
    BodyCode.refused,
    ...(EXTRA_BODY_CODES[call] ?? []),
  ].sort((a, b) => a - b);
  const description = [
    note === undefined ? null : `SPEC.md §7: ${note}.`,
    AUTH_TEXT[facts.auth],
    facts.movesMoney ? `Money moves: the \`${IDEMPOTENCY_HEADER}\` header is required, so a retry moves it once.` : null,
    facts.rateLimited ? 'Rate limited (per address, or per player for uploads): HTTP 429 past the limit.' : null,
    `Error body codes: ${bodyCodes.map((code) => BODY_CODE_MEANING[code]).join('; ')}.`,
  ]
    .filter((line) => line !== null)
    .join('\n\n');

  const query = (schema.querystring ?? { type: 'object', properties: {} }) as JsonSchema;
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as JsonSchema;
  const success = (schema.response as Record<string, JsonSchema> | undefined)?.[200];
  return {
    ...schema,
    ...(schema.body ? { body: documentedInput(schema.body) } : {}),
    tags: schema.tags ?? [facts.area ?? 'openapi'],
    operationId: operationIdOf(facts.method, facts.url),
    description: [schema.description, description].filter(Boolean).join('\n\n'),
    security: SECURITY[facts.auth],
    querystring: { ...query, properties: { ...(documentedInput(query.properties) as object), lang: LANG_PARAMETER } },
    ...(facts.movesMoney
      ? {
          headers: {
            ...headers,
            properties: { ...(headers.properties as object), [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY },
            required: [...((headers.required as string[] | undefined) ?? []), IDEMPOTENCY_HEADER],
          },
        }
      : {}),
    // Every status but 200 answers the same whatever the route: shared (sharedErrorResponses).
    response: {
      ...(schema.response as object),
      200: success?.content
        ? success
        : {
            description: 'HTTP 200, the envelope: body code 200 with data, or an error body code with data null',
            anyOf: [success ?? { type: 'object' }, envelope(bodyCodes, 'A refusal')],
          },
      403: envelope([BodyCode.forbidden], 'HTTP 403: the caller\'s address is blocked (SPEC.md §8): the web app shows the forbidden page'),
      ...(facts.rateLimited ? { 429: envelope([429], 'HTTP 429: too many calls from this address (or SMS codes for this phone); try again later') } : {}),
      '4XX': envelope([400, 404, 413, 415], 'HTTP 4xx: the request could not be read (a malformed address or JSON, a body too large or too deep, another media type)'),
      500: envelope([500], 'HTTP 500: a fault of the server; msg is generic, the details are in its log'),
      503: envelope([503], 'HTTP 503: the request ran past its time limit; the work may still finish, so retry with the same Idempotency-Key'),
    },
  };
}

/** The name each shared error response gets under components.responses. */
const SHARED_RESPONSES: Readonly<Record<string, string>> = {
  403: 'BlockedAddress',
  429: 'RateLimited',
  '4XX': 'UnreadableRequest',
  500: 'ServerFault',
  503: 'TimeLimit',
};

type OpenApiObject = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>; components?: Record<string, unknown> };

/**
 * The document with each route's HTTP 403, 429, 4XX, 500 and 503 responses (the same on every
 * /user-api route) written once under components.responses and referenced, a third of its size.
 */
export function sharedErrorResponses<T extends OpenApiObject>(document: T): T {
  const shared: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // Only the operations userApiOperation made (GET /health answers its own 503).
    if (!path.startsWith('/user-api/')) continue;
    for (const operation of Object.values(item)) {
      for (const [status, name] of Object.entries(SHARED_RESPONSES)) {
        const response = operation.responses?.[status];
        if (response === undefined) continue;
        shared[name] ??= response;
        if (JSON.stringify(shared[name]) !== JSON.stringify(response)) throw new Error(`${status} differs between routes: it cannot be shared`);
        operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return { ...document, components: { ...document.components, responses: { ...(document.components?.responses as object), ...shared } } };
}
