// Safer-play calls (src/domain/safer-play.ts): the player's deposit limits and break. The screens
// show the server's refusals themselves, so the writes do not toast them as well.
import type { BreakLength, SetLimitsInput } from '../domain/safer-play';
import type { SafetyStatus } from '../domain/safer-play.schema';
import { api, type CallOptions } from './api-client';

/** GET /safety/limits: limits with any waiting raise, what was deposited this period, the break in force. */
export async function getSafety(options?: CallOptions): Promise<SafetyStatus> {
  return (await api.get<SafetyStatus>('/safety/limits', undefined, options)).data;
}

/** PUT /safety/limits: a cut holds at once; a raise or a removal waits 24 hours. */
export async function setLimits(input: SetLimitsInput, options: CallOptions = {}): Promise<SafetyStatus> {
  return (await api.put<SafetyStatus>('/safety/limits', { ...input }, { toastError: false, ...options })).data;
}

/** POST /safety/break: a time-out (ends every session) or a self-exclusion, from now. */
export async function takeBreak(length: BreakLength, options: CallOptions = {}): Promise<SafetyStatus> {
  // Not cancellable: once sent, the break may already hold.
  return (await api.post<SafetyStatus>('/safety/break', { length }, { toastError: false, cancellable: false, ...options })).data;
}

/** POST /safety/lift: a self-exclusion past its end lifts 24 hours after this request. */
export async function requestLift(options: CallOptions = {}): Promise<SafetyStatus> {
  return (await api.post<SafetyStatus>('/safety/lift', {}, { toastError: false, ...options })).data;
}
