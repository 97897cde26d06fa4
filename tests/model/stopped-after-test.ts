// An actor a test starts by hand (not through the model harness, which stops its own) is stopped
// when the test ends: a machine left running keeps its polls and countdowns on real timers, and with
// test files sharing a worker's module graph those timers fire during the next file, writing into
// the app's one storage while that file reads it (a deposit-order path failed so).
import { onTestFinished } from 'vitest';

export function stoppedAfterTest<T extends { stop(): unknown }>(actor: T): T {
  onTestFinished(() => {
    actor.stop();
  });
  return actor;
}
