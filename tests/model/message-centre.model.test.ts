// The message screen, walked from the machine's graph: the overview loads, fails and is retried;
// the rule test checks what the overview call makes of the server's replies.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { loadCategoryOverview, type CategoryOverview } from '../../src/machines/message-centre.actors';
import { messageCentreMachine } from '../../src/machines/message-centre.machine';
import { configureApi } from '../../src/services/api-config';
import { describeModel, pendingActor } from './model-harness';
import { message } from './message-fixtures';
import { offline } from './wallet-fixtures';

type Snapshot = SnapshotFrom<typeof messageCentreMachine>;
const overview: CategoryOverview[] = [
  { category: 'activity', unread: 1, latest: message(3, { category: 'activity' }) },
  { category: 'platform', unread: 0, latest: null },
  { category: 'system', unread: 0, latest: message(1, { read: true }) },
];

describeModel(messageCentreMachine.provide({ actors: { loadOverview: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadOverview': [{ output: overview }],
    'xstate.error.actor.loadOverview': [{ error: offline }],
  },
  states: {
    loading: (s: Snapshot) => expect(s.hasTag('busy')).toBe(true),
    shown: (s: Snapshot) => {
      expect(s.context.categories.map((c) => c.category)).toEqual(['activity', 'platform', 'system']);
      expect(s.context.error).toBeNull();
    },
    failed: (s: Snapshot) => {
      expect(s.context.error).toBe(offline.message);
      expect(s.can({ type: 'RETRY' })).toBe(true);
    },
  },
});

describe('message screen overview', () => {
  const replies: Record<string, unknown> = {};
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    const key = url.pathname.endsWith('/list') ? `list ${url.searchParams.get('category')}` : 'number';
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: replies[key] ?? null }), { headers: { 'content-type': 'application/json' } });
  });
  beforeEach(() => configureApi({ fetch, getBase: () => '/user-api', getLocale: () => 'en_US', getToken: () => 'tok' }));

  it('asks for all four at once (none aborts another) and joins them by category', async () => {
    replies.number = [{ category: 'system', number: 2 }, { category: 'activity', number: 1 }];
    replies['list activity'] = { rows: [message(5, { category: 'activity' })], total: 4 };
    replies['list system'] = { rows: [message(9)], total: 2 };
    const result = await loadCategoryOverview();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(result).toEqual([
      { category: 'activity', unread: 1, latest: message(5, { category: 'activity' }) },
      { category: 'platform', unread: 0, latest: null },
      { category: 'system', unread: 2, latest: message(9) },
    ]);
  });
});
