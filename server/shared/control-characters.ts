// A control character (U+0000-U+001F, U+007F) in a player's input is never text anyone meant to
// type: PostgreSQL refuses U+0000 outright (the insert fails with a 500 after the captcha or code
// was spent), and the others corrupt logs, CSV exports and the operator's terminal. So every
// /user-api call is checked once, before validation and before any handler runs: a string
// anywhere in the merged input (query and JSON body, nested objects and arrays, keys too) or in a
// path parameter that holds one is refused with body code 400 naming the field.
//
// No field of the player API holds multi-line text today, so tab, line feed and carriage return
// are refused too. A future route with such a field (a message to support, say) lists it in its
// route config, `config: { multilineFields: ['content'] }`, and that field may then hold \t \n \r.
import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../errors';
import { hasNoFields } from './has-no-fields';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Input fields of this route that may hold tab, line feed and carriage return. */
    multilineFields?: readonly string[];
  }
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, with tab, line feed and carriage return allowed
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The dotted path of the first field holding a control character, or undefined when clean. */
export function fieldWithControlCharacter(input: unknown, multilineFields: readonly string[] = []): string | undefined {
  if (hasNoFields(input)) return undefined;
  // A loop over an explicit stack, not recursion: a deeply nested body must not overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const pattern = multilineFields.includes(path) ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL;
      if (pattern.test(value)) return path || 'input';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (CONTROL.test(key)) return JSON.stringify(itemPath).slice(1, -1);
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

/** Registered inside the /user-api scope after the merged-input plugin, whose hook runs first. */
export default fp(
  async (app) => {
    // The check is each route's own hook, made when the route is registered with the fields it
    // allows: reading them per request (request.routeOptions) built a new object of a dozen
    // fields on every call. Route-level hooks run after the scope's, so the merged input is set.
    app.addHook('onRoute', (route) => {
      const allowed = route.config?.multilineFields ?? [];
      // A callback hook (synchronous work): no promise and no extra turn per request; a throw
      // here is answered like a rejected promise.
      const check: preValidationHookHandler = (request, _reply, done) => {
        const field = fieldWithControlCharacter(request.input, allowed) ?? fieldWithControlCharacter(request.params);
        if (field !== undefined) throw invalid('server.controlCharacter', { field });
        done();
      };
      route.preValidation = [check, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'control-characters', dependencies: ['user-api-input'] },
);
