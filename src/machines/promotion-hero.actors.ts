// The call of the home's promotion carousel, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';
import type { PromotionSummary } from '../domain/promotion.schema';
import { getPromotions } from '../services/promotion-home.api';

// The carousel is decoration over the lobby: no loading indicator, no toast, never replaced.
const quiet = { loading: false, toastError: false, cancellable: false } as const;

export const promotionHeroActors = {
  /** The open promotions with a picture, activities then game promotions. */
  loadSlides: fromPromise<PromotionSummary[]>(async () => {
    const [activities, games] = await Promise.all([getPromotions('activity', quiet), getPromotions('gamePromotion', quiet)]);
    return [...activities, ...games].filter((promotion) => promotion.open && promotion.picture !== '');
  }),
};
