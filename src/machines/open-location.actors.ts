// The call the open-location page makes, as a named actor (tests provide their own).
import { fromPromise } from 'xstate';

export const openLocationActors = {
  copyAddress: fromPromise<void, { address: string }>(({ input }) => navigator.clipboard.writeText(input.address)),
};
