// The calls a claim makes, as named actors (tests provide their own): the question, and the claim
// itself as a retry-safe call whose send is the rebate's or the level bonus's claim route. A
// claim's failure is shown beside its row, so the client does not toast it.
import { fromPromise } from 'xstate';
import type { ClaimReply } from '../domain/bonus.schema';
import { claimLevelBonus, claimRebate } from '../services/bonus.api';
import { askConfirm } from './ask-confirm';
import { retrySafeCallMachine, type SendInput } from './retry-safe-call.machine';

/** What can be claimed: a system (level) bonus or a day's rebate. */
export type ClaimKind = 'levelBonus' | 'rebate';

export interface ClaimRequest {
  kind: ClaimKind;
  id: number;
}

export const sendClaim = fromPromise<ClaimReply, SendInput<ClaimRequest>>(({ input: { key, request } }) =>
  request.kind === 'rebate' ? claimRebate(request.id, key, { toastError: false }) : claimLevelBonus(request.id, key, { toastError: false }),
);

export const claimActors = {
  ask: askConfirm,
  call: retrySafeCallMachine.provide({ actors: { send: sendClaim } }),
};
