// The home's promotion carousel, walked from its machine's graph with a simulated clock: slides
// from the open promotions with pictures, moving on by itself only when motion is allowed and
// nothing holds it (hover or focus), and the player's own steps wrapping round both ways.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { PromotionSummary } from '../../src/domain/promotion.schema';
import { HERO_ADVANCE_MS, promotionHeroMachine } from '../../src/machines/promotion-hero.machine';
import { describeModel, pendingActor } from './model-harness';
import { codePromotion, welcome } from './promotion-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const slides: PromotionSummary[] = [
  { ...welcome, picture: '/promotions/welcome-bonus.svg' },
  { ...codePromotion, picture: '/promotions/lucky-code.svg' },
];
const loaded = { output: slides };
const oneSlide = { output: slides.slice(0, 1) };

for (const autoAdvance of [true, false]) {
  describeModel(promotionHeroMachine.provide({ actors: { loadSlides: pendingActor } }), {
    pathStrategy: 'transitions',
    input: { autoAdvance },
    clock: true,
    events: {
      'xstate.done.actor.loadSlides': [loaded, oneSlide, { output: [] }],
      'xstate.error.actor.loadSlides': [{ error: new Error('offline') }],
      HOLD: [{ hold: 'hover' }, { hold: 'focus' }],
      RELEASE: [{ hold: 'hover' }, { hold: 'focus' }],
      SHOW: [{ index: 1 }],
    },
    states: {
      loading: (s) => expect(s.context.slides).toEqual([]),
      empty: (s) => expect(s.context.slides).toEqual([]),
      'shown.still': (s) => {
        expect(s.context.slides.length === 1 || !s.context.autoAdvance).toBe(true);
        expect(s.context.index).toBeLessThan(s.context.slides.length);
      },
      // Without motion the carousel never plays, so it has nothing to hold.
      ...(autoAdvance
        ? {
            'shown.playing': (s: SnapshotFrom<typeof promotionHeroMachine>) => {
              expect(s.context.autoAdvance).toBe(true);
              expect(s.context.holds).toEqual([]);
            },
            'shown.held': (s: SnapshotFrom<typeof promotionHeroMachine>) => expect(s.context.holds.length).toBeGreaterThan(0),
          }
        : {}),
    },
  });
}

describe('promotion carousel rules', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = async (autoAdvance: boolean) => {
    const clock = new SimulatedClock();
    const actor = stoppedAfterTest(createActor(promotionHeroMachine.provide({ actors: { loadSlides: fromPromise(async () => slides) } }), { input: { autoAdvance }, clock })).start();
    await settle();
    return { actor, clock };
  };

  it('moves on by itself, wrapping round, and a chosen slide gets its full time', async () => {
    const { actor, clock } = await start(true);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(HERO_ADVANCE_MS);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(HERO_ADVANCE_MS - 1);
    actor.send({ type: 'SHOW', index: 0 });
    clock.increment(HERO_ADVANCE_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('holds still while hovered or focused, and plays again only when both have gone', async () => {
    const { actor, clock } = await start(true);
    actor.send({ type: 'HOLD', hold: 'hover' });
    actor.send({ type: 'HOLD', hold: 'focus' });
    clock.increment(HERO_ADVANCE_MS * 3);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'RELEASE', hold: 'hover' });
    expect(actor.getSnapshot().matches({ shown: 'held' })).toBe(true);
    actor.send({ type: 'RELEASE', hold: 'focus' });
    expect(actor.getSnapshot().matches({ shown: 'playing' })).toBe(true);
    clock.increment(HERO_ADVANCE_MS);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('with reduced motion it never moves by itself, and a slide number out of range changes nothing', async () => {
    const { actor, clock } = await start(false);
    clock.increment(HERO_ADVANCE_MS * 5);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'SHOW', index: 7 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});
