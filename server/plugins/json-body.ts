// The JSON body parser of every route: Fastify's own (prototype poisoning refused), then a bound on
// nesting (shared/json-depth.ts), so no handler, hook or fingerprint ever walks an absurdly deep
// body. The /user-api scope adds one rule of its own through the same parser (an empty body is no
// body: plugins/user-api-input.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyTooDeep, nestsDeeperThan } from '../shared/json-depth';

type Done = (error: Error | null, body?: unknown) => void;

/** Replaces the scope's application/json parser with Fastify's own plus the depth bound. */
export function useBoundedJsonParser(app: FastifyInstance, options: { emptyIsNoBody?: boolean } = {}): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done: Done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (options.emptyIsNoBody && text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (error) done(error);
      else if (nestsDeeperThan(parsed)) done(bodyTooDeep());
      else done(null, parsed);
    });
  });
}

export default fp(
  async (app) => {
    useBoundedJsonParser(app);
  },
  { name: 'json-body' },
);
