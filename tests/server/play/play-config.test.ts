// The play module's background timing from the environment: defaults, 0 for off, and a clear
// refusal of anything else.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { PENDING_TRANSFER_STALE_MS, RECOVERY_BATCH } from '../../../server/modules/play/play.module';
import { PAGES_PER_BATCH, ROUND_BATCH, ROUNDS_PER_CALL_ON_THIS_THREAD } from '../../../server/modules/play/round-sync';
import { ROUNDS_PER_PASS_TARGET } from '../../../server/modules/play/round-sync-pace';

describe('play configuration', () => {
  it('polls rounds at most 2 s apart for about 100 a pass, and retries pending transfers every 15 s, unless told otherwise', () => {
    expect(loadConfig({}).play).toEqual({ roundSyncMs: 2000, recoveryMs: 15_000, roundSyncRounds: ROUNDS_PER_PASS_TARGET });
    expect(loadConfig({ GAME_ROUND_SYNC_MS: '500', GAME_RECOVERY_MS: '0', GAME_ROUND_SYNC_ROUNDS: '5000' }).play).toEqual({ roundSyncMs: 500, recoveryMs: 0, roundSyncRounds: 5000 });
  });

  it('the README gives the recovery figures the code uses', () => {
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const every = loadConfig({}).play.recoveryMs / 1000;
    const stale = PENDING_TRANSFER_STALE_MS / 1000;
    expect(readme).toContain(`| \`GAME_RECOVERY_MS\` | \`${loadConfig({}).play.recoveryMs}\` |`);
    expect(readme).toContain(`up to ${RECOVERY_BATCH} maker transfers`);
    expect(readme).toContain(`untouched for ${stale} s`);
    expect(readme).toContain(`completes ${stale} to about ${stale + every} s after it was left`);
    expect(readme).toContain(`\`GAME_RECOVERY_MS\` (${every} s) after the previous one ended`);
    expect(readme).toContain(`touched for ${stale} s`);
    expect(readme).not.toMatch(/every 15 s|retries? (them )?every/);
  });

  it("the README gives the round sync's batch sizes the code uses", () => {
    // It said 25 a call on PGlite for two sessions after the code moved to 8.
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const words = ['', 'one', 'two', 'three', 'four', 'five'];
    expect(readme).toContain(`in batches (${words[PAGES_PER_BATCH]} pages of ${ROUND_BATCH}, one transaction each; on PGlite, which runs on the server's own thread, batches of ${ROUNDS_PER_CALL_ON_THIS_THREAD} rounds`);
    expect(readme).toContain(`pulls again once the makers have played about ${ROUNDS_PER_PASS_TARGET} rounds since its last pull`);
  });

  it.each(['fast', '-1', '1.5', '50', '86400001'])('refuses GAME_ROUND_SYNC_MS=%s', (value) => {
    expect(() => loadConfig({ GAME_ROUND_SYNC_MS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ GAME_ROUND_SYNC_MS: value })).toThrow(/GAME_ROUND_SYNC_MS must be 0 \(off\) or whole milliseconds/);
  });

  it.each(['many', '0', '-5', '2.5', '100001'])('refuses GAME_ROUND_SYNC_ROUNDS=%s', (value) => {
    expect(() => loadConfig({ GAME_ROUND_SYNC_ROUNDS: value })).toThrow(/GAME_ROUND_SYNC_ROUNDS must be whole rounds from 1 to 100000/);
  });
});
