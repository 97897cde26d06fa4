// The calls of the break and self-exclusion section, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BreakLength } from '../domain/safer-play';
import type { SafetyStatus } from '../domain/safer-play.schema';
import { requestLift, takeBreak } from '../services/safety.api';

export const takeBreakActors = {
  takeBreak: fromPromise<SafetyStatus, BreakLength>(({ input }) => takeBreak(input)),
  requestLift: fromPromise<SafetyStatus>(() => requestLift()),
};
