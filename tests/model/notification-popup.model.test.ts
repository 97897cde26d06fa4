// The notification popup (SPEC.md §4), walked from the machine's graph: it opens when the site's day
// or the notices changed since it was last closed, stays shut otherwise, and closing keeps today and
// the digest. The rules below run the real storage actors against a simulated clock and site days.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { NoticeItem } from '../../src/domain/message.schema';
import { noticeDigest } from '../../src/domain/notice-digest';
import { notificationPopupMachine } from '../../src/machines/notification-popup.machine';
import { storage } from '../../src/services/storage';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

const notices: NoticeItem[] = [
  { id: 2, title: 'Weekend bonus', content: '<p>Double points</p>', createdAt: Date.UTC(2026, 10, 25, 9) },
  { id: 1, title: 'Maintenance', content: '<p>Tonight 02:00</p>', createdAt: Date.UTC(2026, 10, 20, 9) },
];
const digest = noticeDigest(notices);
/** Thailand: UTC+7 is -1 from UTC+8. */
const THAILAND = -1;
/** 2026-11-26 10:00 in Thailand. */
const MORNING = Date.UTC(2026, 10, 26, 3);
const HOUR = 3_600_000;

describeModel(notificationPopupMachine.provide({ actors: { recall: pendingActor, remember: pendingActor } }), {
  pathStrategy: 'simple',
  input: { notices, countryTimezone: THAILAND, now: () => MORNING },
  events: {
    'xstate.done.actor.recall': [
      { output: { date: null, data: null } },
      { output: { date: '2026-11-26', data: digest } },
      { output: { date: '2026-11-25', data: digest } },
      { output: { date: '2026-11-26', data: 'changed0' } },
    ],
    'xstate.error.actor.recall': [{ error: new Error('storage blocked') }],
    'xstate.done.actor.remember': [{ output: undefined }],
    'xstate.error.actor.remember': [{ error: new Error('quota') }],
  },
  states: {
    recalling: (s) => {
      expect(s.hasTag('open')).toBe(false);
      expect(s.context.today).toBe('2026-11-26');
    },
    shown: (s) => {
      expect(s.hasTag('open')).toBe(true);
      expect(s.context.notices).toEqual(notices);
    },
    remembering: (s) => expect(s.hasTag('open')).toBe(false),
    closed: (s) => expect(s.status).toBe('done'),
    hidden: (s) => {
      expect(s.status).toBe('done');
      expect(s.hasTag('open')).toBe(false);
    },
  },
});

describe('notification popup rules', () => {
  let clock = new SimulatedClock();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** The popup as the home starts it, on the device's real storage, at the simulated time. */
  async function visit(list: NoticeItem[] = notices) {
    const actor = stoppedAfterTest(createActor(notificationPopupMachine, { input: { notices: list, countryTimezone: THAILAND, now: () => clock.now() } })).start();
    await settle();
    return actor;
  }

  async function close(actor: Awaited<ReturnType<typeof visit>>) {
    actor.send({ type: 'CLOSE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
  }

  beforeEach(() => {
    storage.remove('lastNotificationDate');
    storage.remove('lastNotificationData');
    storage.remove('notificationReadFlags');
    clock = new SimulatedClock();
    clock.set(MORNING);
  });

  it('opens on the first visit, and closing keeps the site day, the digest and the read flags', async () => {
    const actor = await visit();
    expect(actor.getSnapshot().value).toBe('shown');
    await close(actor);
    expect(storage.get('lastNotificationDate')).toBe('2026-11-26');
    expect(storage.get('lastNotificationData')).toBe(digest);
    expect(storage.get('notificationReadFlags')).toEqual({ 1: true, 2: true });
  });

  it('stays shut for the rest of the same site day, and opens again on the next one', async () => {
    await close(await visit());
    // 16:59 UTC is 23:59 in Thailand: still the same day there.
    clock.set(Date.UTC(2026, 10, 26, 16, 59));
    expect((await visit()).getSnapshot().value).toBe('hidden');
    // One minute later it is the 27th in Thailand (and still the 26th in UTC).
    clock.increment(60_000);
    expect((await visit()).getSnapshot().value).toBe('shown');
  });

  it('was shown yesterday: opens today even with the same notices', async () => {
    clock = new SimulatedClock();
    clock.set(MORNING - 24 * HOUR);
    await close(await visit());
    clock.increment(24 * HOUR);
    expect((await visit()).getSnapshot().value).toBe('shown');
  });

  it('opens again the same day when the notices change (added, edited or removed)', async () => {
    await close(await visit());
    clock.increment(HOUR);
    expect((await visit()).getSnapshot().value).toBe('hidden');
    const added = [{ id: 3, title: 'New game', content: '<p>Try it</p>', createdAt: clock.now() }, ...notices];
    const actor = await visit(added);
    expect(actor.getSnapshot().value).toBe('shown');
    await close(actor);
    expect(storage.get('notificationReadFlags')).toEqual({ 1: true, 2: true, 3: true });
    expect((await visit(added)).getSnapshot().value).toBe('hidden');
    const edited = added.map((notice) => (notice.id === 3 ? { ...notice, content: '<p>Try it today</p>' } : notice));
    expect((await visit(edited)).getSnapshot().value).toBe('shown');
    expect((await visit(notices)).getSnapshot().value).toBe('shown');
  });

  it('shows nothing when there are no notices, and keeps nothing', async () => {
    expect((await visit([])).getSnapshot().value).toBe('hidden');
    expect(storage.get('lastNotificationDate')).toBeNull();
  });
});
