// Calls the promotion tests share: the public lists, joining, the record calls with their keys,
// and the player's wallet and promotion balances as the ledger says (minor units).
import { bearer, body, type Call, type Envelope } from '../accounts/accounts-helpers';
import type { TestApp } from '../test-app';
import type { JoinPromotionReply, PromotionActionReply, PromotionRecord } from '../../../src/domain/promotion.schema';

export function promotionCalls(ctx: () => TestApp, call: Call, newKey: () => string) {
  const get = (url: string, token: string | null = null, lang = 'en_US') =>
    call({ method: 'GET', url: `/user-api${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string, payload: unknown, key: string | null) =>
    call({
      method: 'POST',
      url: `/user-api${url}?lang=en_US`,
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get,
    join: (token: string, base: 'activity' | 'gamePromotion', id: number, payload: { amount?: number; code?: string }, key: string | null = newKey()) =>
      post(`/${base}/participate/${id}`, token, payload, key),
    act: (token: string, action: 'settle' | 'close' | 'unlock', id: number, key: string | null = newKey()) => post(`/gamePromotion/record/${action}/${id}`, token, undefined, key),
    record: async (token: string, id: number) => body<PromotionRecord>(await get(`/gamePromotion/record/info/${id}`, token)).data,
    async balances(id: number) {
      const { wallet, promotion } = await ctx().services.ledger.balances(id);
      return { wallet, promotion };
    },
  };
}

export type JoinEnvelope = Envelope<JoinPromotionReply>;
export type ActionEnvelope = Envelope<PromotionActionReply>;
