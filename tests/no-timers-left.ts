// Setup of the unit and model project, whose files share a worker's module graph: a file that ends
// with more real timers pending than it started with fails, naming itself. Such a timer is a
// machine still running (a poll, a countdown) that would fire during the next file and write into
// the app's one storage while that file reads it. Stop what a test starts
// (tests/model/stopped-after-test.ts); the model harness stops its own actors.
import { afterAll, beforeAll } from 'vitest';

/** Long enough for a timer a test's last step just set to fire, far below any poll or countdown. */
const GRACE_MS = 50;
const pendingTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

let atStart = 0;
beforeAll(() => {
  atStart = pendingTimers();
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  const left = pendingTimers() - atStart;
  if (left > 0) throw new Error(`${left} timer(s) still pending after this file's tests: stop the actors the tests start (stoppedAfterTest)`);
});
