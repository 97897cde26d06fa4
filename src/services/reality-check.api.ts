// The reality check (issue 12), typed by src/domain/reality-check.ts: the player's reminder
// interval, and the open game session's reading asked for when a reminder fires.
import type { RealityCheckInterval } from '../domain/reality-check';
import type { RealityCheckSetting, RealityReading } from '../domain/reality-check.schema';
import { api, type CallOptions } from './api-client';

/** GET /user/realityCheck. */
export async function getRealityCheck(options?: CallOptions): Promise<RealityCheckSetting> {
  return (await api.get<RealityCheckSetting>('/user/realityCheck', undefined, options)).data;
}

/** PUT /user/realityCheck: null turns it off (where the site allows it). Refusals are shown by the page. */
export async function putRealityCheck(interval: RealityCheckInterval | null, options?: CallOptions): Promise<RealityCheckSetting> {
  return (await api.put<RealityCheckSetting>('/user/realityCheck', { interval }, { toastError: false, ...options })).data;
}

/**
 * GET /game/session/reality: time and result of the open session, or null once it has closed.
 * Quiet, and not shown as loading: it is asked over the game, whose reminder says what it can without it.
 */
export async function getRealityReading(options?: CallOptions): Promise<RealityReading | null> {
  return (await api.get<RealityReading | null>('/game/session/reality', undefined, { loading: false, toastError: false, ...options })).data ?? null;
}
