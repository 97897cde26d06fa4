// Player API replies carry tokens and personal data (login, registration, reset, profile,
// anything behind a token), and a shared cache or the browser's back button must never replay
// one. So every /user-api reply says `Cache-Control: no-store`, error envelopes and not-founds
// included. A public read that may be cached sets its own Cache-Control, which is left alone.
// Registered at the root, not inside the /user-api scope: the blocked-address refusal and the
// not-found handler answer from there.
import fp from 'fastify-plugin';
import { isUserApiRequest } from './user-api-scope';

export default fp(
  async (app) => {
    // A callback hook: the work is synchronous, so no promise and no extra turn per reply.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isUserApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'no-store' },
);
