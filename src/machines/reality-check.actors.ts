// The reality check's calls, as named actors (tests provide their own).
import { fromPromise } from 'xstate';
import type { RealityCheckInterval } from '../domain/reality-check';
import type { RealityCheckSetting, RealityReading } from '../domain/reality-check.schema';
import { getRealityCheck, getRealityReading, putRealityCheck } from '../services/reality-check.api';

export const realityCheckActors = {
  loadInterval: fromPromise<RealityCheckSetting>(() => getRealityCheck({ loading: false, toastError: false })),
  loadReading: fromPromise<RealityReading | null>(() => getRealityReading()),
};

export const realityCheckSettingActors = {
  loadSetting: fromPromise<RealityCheckSetting>(() => getRealityCheck()),
  saveSetting: fromPromise<RealityCheckSetting, { interval: RealityCheckInterval | null }>(({ input }) => putRealityCheck(input.interval)),
};
