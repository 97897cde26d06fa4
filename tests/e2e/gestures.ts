// Replays a machine's graph paths on the real view: every event of the machine has a gesture a
// player makes (typed `satisfies Record<EventType, Gesture>` by each spec, so a new event without
// a gesture does not compile), and every call the machine makes is held by the browser until the
// path says how it ends (`xstate.done.actor.<id>` or `xstate.error.actor.<id>`).
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

/** What a player does in the view to send one event. */
export type Gesture<E> = (event: E) => Promise<void>;

/** How a held call is answered: the reply body of SPEC.md §7, by whether the path's step is done or error. */
export interface HeldCall {
  /** URL part of the call, e.g. '/v2/register'. */
  path: string;
  done: (event: AnyEventObject) => unknown;
  error: (event: AnyEventObject) => unknown;
}

const INTERNAL = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Holds the machine's calls in the browser; `answer` releases the oldest one of an actor. */
export async function holdCalls(page: Page, calls: Record<string, HeldCall>) {
  const held = new Map<string, Route[]>(Object.keys(calls).map((id) => [id, []]));
  for (const [id, call] of Object.entries(calls)) {
    await page.route(`**/user-api${call.path}**`, (route) => void held.get(id)?.push(route));
  }
  return {
    /** True when the event is a call's outcome rather than a gesture. */
    isOutcome: (event: AnyEventObject) => INTERNAL.test(event.type),
    async answer(event: AnyEventObject): Promise<void> {
      const [, outcome, id] = INTERNAL.exec(event.type) ?? [];
      const call = id ? calls[id] : undefined;
      if (!call || !id) throw new Error(`no held call answers ${event.type}`);
      const queue = held.get(id) ?? [];
      await expect.poll(() => queue.length, { message: `the view made the ${id} call` }).toBeGreaterThan(0);
      const route = queue.shift()!;
      await route.fulfill({ json: outcome === 'done' ? call.done(event) : call.error(event) });
    },
  };
}

/** One reply body per outcome, as the server sends them. */
export const ok = (data: unknown = null, extra: Record<string, unknown> = {}) => ({ code: 200, msg: 'ok', data, ...extra });
export const refused = (msg: string, code = 500) => ({ code, msg, data: null });
