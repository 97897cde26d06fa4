// No request holds its caller (or, on PGlite, the API) for ever: one still unanswered past the
// limit is answered 503 (the error handler's envelope) while its work may still finish. Fastify's
// own handlerTimeout does this with an AbortController, a timer and a 'close' listener made and
// undone for every request, which cost a bare route about 13 µs of CPU per request (21-27 against
// 36-42, measured side by side, 2026-11-28): more than half of what a reply served from memory
// costs. Here the requests in flight sit in one insertion-ordered map, and one timer looks at the
// oldest ones a few times a second, so the limit holds within a twentieth of itself.
import { performance } from 'node:perf_hooks';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** A request still unanswered at its time limit (answered HTTP 503 by the error handler). */
export class RequestTimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`request time limit of ${limitMs} ms reached`);
    this.name = 'RequestTimeLimitError';
  }
}

export interface RequestTimeLimitOptions {
  limitMs: number;
}

export default fp<RequestTimeLimitOptions>(
  async (app, { limitMs }) => {
    /** Each reply not yet finished, with when its request arrived; oldest first (insertion order). */
    const inFlight = new Map<FastifyReply, number>();
    app.addHook('onRequest', (_request, reply, done) => {
      inFlight.set(reply, performance.now());
      done();
    });
    app.addHook('onResponse', (_request, reply, done) => {
      inFlight.delete(reply);
      done();
    });

    const answerOverdue = () => {
      const arrivedBy = performance.now() - limitMs;
      for (const [reply, arrivedAt] of inFlight) {
        if (arrivedAt > arrivedBy) break; // the rest arrived later still
        inFlight.delete(reply);
        // Finished without a response event (the client went away): nothing to answer.
        if (reply.sent || reply.raw.destroyed) continue;
        const error = new RequestTimeLimitError(limitMs);
        // Started streaming: no envelope can follow, so the response is cut off.
        if (reply.raw.headersSent) reply.raw.destroy(error);
        else reply.send(error);
      }
    };
    const timer = setInterval(answerOverdue, Math.min(1000, Math.max(10, limitMs / 20)));
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'request-time-limit' },
);
