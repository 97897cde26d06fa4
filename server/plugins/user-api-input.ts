// The web app sends a call's params and body merged as one data object (SPEC.md §7), so a field
// may arrive in the query string or in the JSON body. Before validation both are merged (body
// wins, `lang` left out) and the route's `querystring` or `body` schema checks the merged input.
// After validation, a number that is not finite is refused wherever it sits (see the hook).
// Registered inside the /user-api scope only.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { useBoundedJsonParser } from './json-body';
import { hasNoFields } from '../shared/has-no-fields';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merged query and body of a /user-api call; after validation, its checked form. */
    input: Record<string, unknown>;
  }
}

export default fp(
  async (app) => {
    // An empty JSON body counts as no body: a client may send the JSON content type on a call
    // without payload, which is not a malformed request. The depth bound stays (json-body.ts).
    useBoundedJsonParser(app, { emptyIsNoBody: true });

    // Declared up front for a stable request shape; every /user-api request sets it before use.
    app.decorateRequest('input', null as unknown as Record<string, unknown>);
    // Both hooks are callbacks (synchronous work): no promise and no extra turn per request; a
    // throw in one is answered like a rejected promise.
    app.addHook('preValidation', (request, _reply, done) => {
      const input = mergeInput(request);
      // Each schema gets its own copy: validation coerces and strips in place.
      request.query = { ...input };
      if (hasBody(request)) request.body = { ...input };
      request.input = input;
      done();
    });
    app.addHook('preHandler', (request, _reply, done) => {
      request.input = (hasBody(request) ? request.body : request.query) as Record<string, unknown>;
      // Ajv's coercion reads the texts "Infinity" and "1e309" as numbers that are not finite, and
      // then skips minimum and maximum (it checks them on finite numbers only), so `?page=Infinity`
      // or `/message/info/1e309` passed the schema and reached SQL. No input of this API is ever
      // meant to be one; refusing them here, after validation, covers every route at once.
      const inParams = fieldWithNonFiniteNumber(request.params);
      if (inParams !== undefined) throw notFinite('params', inParams);
      const inInput = fieldWithNonFiniteNumber(request.input);
      if (inInput !== undefined) throw notFinite(hasBody(request) ? 'body' : 'querystring', inInput);
      done();
    });
  },
  { name: 'user-api-input', dependencies: ['locale', 'json-body'] },
);

function hasBody(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

function mergeInput(request: FastifyRequest): Record<string, unknown> {
  const { lang: _lang, ...query } = (request.query ?? {}) as Record<string, unknown>;
  const body: unknown = request.body;
  if (body === undefined || body === null) return query;
  if (typeof body !== 'object' || Array.isArray(body)) throw bodyNotAnObject();
  return { ...query, ...(body as Record<string, unknown>) };
}

/** Shaped like Fastify's own validation error, so the error handler answers it the same way. */
function bodyNotAnObject(): Error {
  return validationError('body', '', 'type', { type: 'object' }, 'must be object');
}

function notFinite(context: string, instancePath: string): Error {
  return validationError(context, instancePath, 'type', { type: 'number' }, 'must be a finite number');
}

function validationError(context: string, instancePath: string, keyword: string, params: Record<string, unknown>, message: string): Error {
  return Object.assign(new Error(`${context}${instancePath} ${message}`), {
    statusCode: 400,
    validationContext: context,
    validation: [{ instancePath, keyword, params, message }],
  });
}

/** The JSON pointer of the first number in the input (or a path parameter) that is not finite. */
function fieldWithNonFiniteNumber(input: unknown): string | undefined {
  if (hasNoFields(input)) return undefined;
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) return path;
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: `${path}/${key}` });
    }
  }
  return undefined;
}
