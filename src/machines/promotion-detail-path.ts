// A promotion's page address, on its own so the home's hero carousel links there without carrying
// the Promotion tab's list machine and its calls.
import type { PromotionKind } from '../domain/promotion';
import { firstScreenPaths as paths } from '../domain/first-screen-paths';

export const promotionDetailPath = (kind: PromotionKind, id: number) => `${paths.privilegeDetail}?kind=${kind}&id=${id}`;
