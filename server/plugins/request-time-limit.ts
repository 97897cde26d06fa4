// No request holds its caller (or, on PGlite, the API) for ever: one still unanswered past the
// limit is answered 503 (the error handler's envelope) while its work may still finish. Fastify's
// own handlerTimeout does this with an AbortController, a timer and a 'close' listener made and
// undone for every request, which cost a bare route about 13 µs of CPU per request (21-27 against
// 36-42, measured side by side, 2026-11-28): more than half of what a reply served from memory
// costs. Here each request leaves a small note in a list kept in order of arrival, and one timer
// looks at the oldest notes a few times a second, so the limit holds within a twentieth of itself.
// The list was a Map keyed by reply until 2026-12-03: with a reply set and deleted per request, V8
// grew and shrank its table over and over, and the delete alone was the costliest line of ours in
// a profile of /game/home (130 of 4,616 ms). A finished reply now only lets go of its note's
// reference; the timer drops the notes.
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

/** A request in flight: its reply until answered (then null), and when it arrived. */
interface Arrival {
  reply: FastifyReply | null;
  readonly arrivedAt: number;
}

const ARRIVAL = Symbol('request-time-limit arrival');

declare module 'fastify' {
  interface FastifyReply {
    [ARRIVAL]: Arrival | null;
  }
}

export default fp<RequestTimeLimitOptions>(
  async (app, { limitMs }) => {
    /** Oldest first; a note whose reply is null was answered and waits to be dropped. */
    let arrivals: Arrival[] = [];
    app.decorateReply(ARRIVAL, null);
    app.addHook('onRequest', (_request, reply, done) => {
      const arrival: Arrival = { reply, arrivedAt: performance.now() };
      arrivals.push(arrival);
      reply[ARRIVAL] = arrival;
      done();
    });
    app.addHook('onResponse', (_request, reply, done) => {
      const arrival = reply[ARRIVAL];
      if (arrival) arrival.reply = null;
      done();
    });

    const answerOverdue = () => {
      const arrivedBy = performance.now() - limitMs;
      let kept = 0;
      for (; kept < arrivals.length; kept += 1) {
        const arrival = arrivals[kept]!;
        const { reply } = arrival;
        if (reply === null) continue; // answered
        if (arrival.arrivedAt > arrivedBy) break; // in time, and the rest arrived later still
        arrival.reply = null;
        // Finished without a response event (the client went away): nothing to answer.
        if (reply.sent || reply.raw.destroyed) continue;
        const error = new RequestTimeLimitError(limitMs);
        // Started streaming: no envelope can follow, so the response is cut off.
        if (reply.raw.headersSent) reply.raw.destroy(error);
        else reply.send(error);
      }
      if (kept > 0) arrivals = arrivals.slice(kept);
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
