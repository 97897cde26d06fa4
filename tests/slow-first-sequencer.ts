// Vitest's order for a run without its duration cache (a fresh clone, as CI runs) is largest file
// first, which puts the small files that start processes or build the app (seconds each, a minute
// for some) at the end: the run then ends with one worker waiting on one of them. These files, the
// slowest measured (file durations of three fresh-clone runs, 2026-11-29), start first; the rest
// keep vitest's order. A file missing from the list only starts later; the list orders, it selects
// nothing. Files that mostly wait on child processes alternate with the two that keep a core busy
// (the RTP runs), so the two workers share the cores while the long ones run: the shootout's RTP
// file (14-17 s) was left out and ended every run alone.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST_FIRST = [
  'tests/server/play/seamless-wallet-processes.test.ts',
  'tests/unit/fair-games-rtp.test.ts',
  'tests/server/wallet/wallet-two-processes.test.ts',
  'tests/unit/penalty-shootout-rtp.test.ts',
  'tests/server/ops/ops-cli.test.ts',
  'tests/server/app/quiet-start.test.ts',
  'tests/server/app/web-app.test.ts',
  'tests/server/app/node-env.test.ts',
  'tests/server/uploads/uploads.test.ts',
  'tests/server/sms/sms-provider.test.ts',
  'tests/server/accounts/facebook.test.ts',
  'tests/server/db/database.test.ts',
  'tests/server/accounts/login.test.ts',
  'tests/server/payments/manual-deposits.test.ts',
  'tests/server/accounts/accounts-ops.test.ts',
  'tests/server/accounts/profile.test.ts',
  'tests/server/ops/ops-database.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // A run given --sequence.shuffle wants the files themselves in a random order (vitest shuffles
    // only the tests in a file once a config names its own sequencer): the order that proves no file
    // depends on what ran before it in a shared module graph. The seed is printed, so a failing order
    // can be run again.
    const { shuffle, seed } = this.ctx.config.sequence;
    if (shuffle) return shuffled(files, seed);
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => SLOWEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
    const slow = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...sorted.filter((file) => rank(file) < 0)];
  }
}

/** The files in an order drawn from `seed` (Fisher-Yates over a small linear congruential generator). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
