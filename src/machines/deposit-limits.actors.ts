// The calls the limits editor makes, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { SetLimitsInput } from '../domain/safer-play';
import type { SafetyStatus } from '../domain/safer-play.schema';
import { getSafety, setLimits } from '../services/safety.api';

export const depositLimitsActors = {
  loadSafety: fromPromise<SafetyStatus>(() => getSafety()),
  saveLimits: fromPromise<SafetyStatus, SetLimitsInput>(({ input }) => setLimits(input)),
};
