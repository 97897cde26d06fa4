// The Promotion tab (SPEC.md §2 privilege): two tabs, activities and game promotions, each loaded
// when first shown and kept. Guests see the lists; their join button asks them to log in.
//   loading → GET /activity/list or /gamePromotion/list for the tab shown
//   shown   → the tab's promotions; TAB loads the other one the first time
//   failed  → RETRY
import { assign, setup } from 'xstate';
import type { PromotionKind } from '../domain/promotion';
import type { PromotionSummary } from '../domain/promotion.schema';
import { navigate } from '../services/navigation';
import { errorOf, messageOf } from './failure-message';
import { promotionDetailPath } from './promotion-detail-path';
import { promotionListsActors } from './promotion-lists.actors';

export interface PromotionListInput {
  signedIn: boolean;
  askLogin: () => void;
  /** Opens a promotion's page (default: navigation). */
  open?: (path: string) => void;
}

export interface PromotionListContext {
  signedIn: boolean;
  askLogin: () => void;
  open: (path: string) => void;
  tab: PromotionKind;
  lists: Partial<Record<PromotionKind, PromotionSummary[]>>;
  error: string | null;
}

export type PromotionListEvent =
  | { type: 'TAB'; tab: PromotionKind }
  | { type: 'JOIN'; promotion: PromotionSummary }
  | { type: 'RETRY' }
  | { type: 'SIGNED_IN_CHANGED'; signedIn: boolean };

export const promotionListMachine = setup({
  types: { input: {} as PromotionListInput, context: {} as PromotionListContext, events: {} as PromotionListEvent },
  actors: promotionListsActors,
  guards: {
    tabLoaded: ({ context, event }) => event.type === 'TAB' && context.lists[event.tab] !== undefined,
    isGuest: ({ context }) => !context.signedIn,
  },
  actions: {
    takeTab: assign({ tab: ({ context, event }) => (event.type === 'TAB' ? event.tab : context.tab) }),
    takeList: assign({ lists: ({ context }, list: PromotionSummary[]) => ({ ...context.lists, [context.tab]: list }), error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    askLogin: ({ context }) => context.askLogin(),
    openPromotion: ({ context, event }) => {
      if (event.type === 'JOIN') context.open(promotionDetailPath(event.promotion.kind, event.promotion.id));
    },
    // Buttons are the player's: a sign-in or sign-out reads the lists again.
    forgetLists: assign(({ event }) => ({ lists: {}, signedIn: event.type === 'SIGNED_IN_CHANGED' ? event.signedIn : false })),
  },
}).createMachine({
  id: 'promotionList',
  description: 'Activities and game promotions in two tabs, each loaded once; a guest joining is asked to log in.',
  context: ({ input }) => ({ signedIn: input.signedIn, askLogin: input.askLogin, open: input.open ?? navigate, tab: 'activity', lists: {}, error: null }),
  initial: 'loading',
  on: {
    SIGNED_IN_CHANGED: { target: '.loading', actions: 'forgetLists' },
    JOIN: [{ guard: 'isGuest', actions: 'askLogin' }, { actions: 'openPromotion' }],
  },
  states: {
    loading: {
      tags: ['busy'],
      on: { TAB: [{ guard: 'tabLoaded', target: 'shown', actions: 'takeTab' }, { target: 'loading', reenter: true, actions: 'takeTab' }] },
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        input: ({ context }) => ({ kind: context.tab }),
        onDone: { target: 'shown', actions: { type: 'takeList', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    shown: {
      on: { TAB: [{ guard: 'tabLoaded', actions: 'takeTab' }, { target: 'loading', actions: 'takeTab' }] },
    },
    failed: {
      on: {
        RETRY: 'loading',
        TAB: [{ guard: 'tabLoaded', target: 'shown', actions: 'takeTab' }, { target: 'loading', actions: 'takeTab' }],
      },
    },
  },
});
