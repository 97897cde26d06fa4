// Site information (SPEC.md §3, §7): what the operator configured for this site.
import type { SiteInfo } from '../domain/site-info.schema';
import { api, type CallOptions } from './api-client';

/** GET /game/getWebsiteInfo, sent without a token: guests need it before anything else. */
export async function getWebsiteInfo(options: CallOptions = {}): Promise<SiteInfo> {
  const reply = await api.get<SiteInfo>('/game/getWebsiteInfo', undefined, { ...options, auth: false });
  return reply.data;
}
