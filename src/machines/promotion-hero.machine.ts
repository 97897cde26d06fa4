// The home's hero carousel of promotions (issue 20): the open promotions that have a picture, one
// slide at a time. It moves on by itself every HERO_ADVANCE_MS unless the player asked for no
// motion, and holds still while the pointer rests on it or focus is inside it, so a slide being
// read or a button being reached never moves away.
//   loading → the two promotion lists (skipped when a server-rendered page hands in its slides)
//   empty   → nothing to show (none with a picture, or the lists failed: the lobby goes on without)
//   shown   → still (one slide, or no motion), playing (the timer runs) or held (hover or focus)
import { assign, setup } from 'xstate';
import type { PromotionSummary } from '../domain/promotion.schema';
import { promotionHeroActors } from './promotion-hero.actors';

/** How long a slide shows before the next one, while nothing holds the carousel. */
export const HERO_ADVANCE_MS = 6_000;

export type HeroHold = 'hover' | 'focus';

export interface PromotionHeroInput {
  /** False when the player prefers reduced motion: the slides change only when asked. */
  autoAdvance: boolean;
  /** The slides the server rendered the page with, or null to load them. */
  slides?: PromotionSummary[] | null;
}

export interface PromotionHeroContext {
  autoAdvance: boolean;
  slides: PromotionSummary[];
  /** The slides came with a server-rendered page (none with a picture is an answer too). */
  fromPage: boolean;
  index: number;
  /** What holds the carousel still now; it plays again once both are gone. */
  holds: HeroHold[];
}

export type PromotionHeroEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'SHOW'; index: number }
  | { type: 'HOLD'; hold: HeroHold }
  | { type: 'RELEASE'; hold: HeroHold };

const step = (context: PromotionHeroContext, by: number) => (context.index + by + context.slides.length) % context.slides.length;

export const promotionHeroMachine = setup({
  types: { input: {} as PromotionHeroInput, context: {} as PromotionHeroContext, events: {} as PromotionHeroEvent },
  actors: promotionHeroActors,
  delays: { advance: HERO_ADVANCE_MS },
  guards: {
    hasSlides: (_, slides: PromotionSummary[]) => slides.length > 0,
    fromPage: ({ context }) => context.fromPage,
    moves: ({ context }) => context.autoAdvance && context.slides.length > 1,
    isHeld: ({ context }) => context.holds.length > 0,
    lastHoldReleased: ({ context, event }) => event.type === 'RELEASE' && context.holds.every((hold) => hold === event.hold),
  },
  actions: {
    takeSlides: assign({ slides: (_, slides: PromotionSummary[]) => slides, index: 0 }),
    next: assign({ index: ({ context }) => step(context, 1) }),
    previous: assign({ index: ({ context }) => step(context, -1) }),
    show: assign({
      index: ({ context, event }) => (event.type === 'SHOW' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.slides.length ? event.index : context.index),
    }),
    hold: assign({ holds: ({ context, event }) => (event.type === 'HOLD' && !context.holds.includes(event.hold) ? [...context.holds, event.hold] : context.holds) }),
    release: assign({ holds: ({ context, event }) => (event.type === 'RELEASE' ? context.holds.filter((hold) => hold !== event.hold) : context.holds) }),
  },
}).createMachine({
  id: 'promotionHero',
  description: 'The home carousel of open promotions with pictures; moves on by itself unless motion is reduced, held still by hover or focus.',
  context: ({ input }) => ({ autoAdvance: input.autoAdvance, slides: input.slides ?? [], fromPage: input.slides != null, index: 0, holds: [] }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'hasSlides', params: ({ context }) => context.slides }, target: 'shown' },
        { guard: 'fromPage', target: 'empty' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadSlides',
        src: 'loadSlides',
        onDone: [
          { guard: { type: 'hasSlides', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'takeSlides', params: ({ event }) => event.output } },
          { target: 'empty' },
        ],
        onError: 'empty',
      },
    },
    empty: {},
    shown: {
      initial: 'deciding',
      on: {
        NEXT: { actions: 'next' },
        PREVIOUS: { actions: 'previous' },
        SHOW: { actions: 'show' },
        // Hover and focus are tracked even while still, so the count is right if it plays later.
        HOLD: { actions: 'hold' },
        RELEASE: { actions: 'release' },
      },
      states: {
        deciding: { always: [{ guard: 'moves', target: 'playing' }, { target: 'still' }] },
        still: {},
        playing: {
          always: { guard: 'isHeld', target: 'held' },
          after: { advance: { target: 'playing', reenter: true, actions: 'next' } },
          on: {
            // A slide the player chose gets its full time before the next one comes.
            NEXT: { target: 'playing', reenter: true, actions: 'next' },
            PREVIOUS: { target: 'playing', reenter: true, actions: 'previous' },
            SHOW: { target: 'playing', reenter: true, actions: 'show' },
            HOLD: { target: 'held', actions: 'hold' },
          },
        },
        held: {
          on: {
            RELEASE: [
              { guard: 'lastHoldReleased', target: 'playing', actions: 'release' },
              { actions: 'release' },
            ],
          },
        },
      },
    },
  },
});
