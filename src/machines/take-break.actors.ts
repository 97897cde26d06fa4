// The calls of the break and self-exclusion section, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { BreakLength, SafetyStatus } from '../domain/safer-play';
import { requestLift, takeBreak } from '../services/safety.api';

export const takeBreakActors = {
  takeBreak: fromPromise<SafetyStatus, BreakLength>(({ input }) => takeBreak(input)),
  requestLift: fromPromise<SafetyStatus>(() => requestLift()),
};
