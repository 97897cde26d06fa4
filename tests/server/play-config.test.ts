// The play module's background timing from the environment: defaults, 0 for off, and a clear
// refusal of anything else.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('play configuration', () => {
  it('polls rounds every 2 s and retries pending transfers every 15 s unless told otherwise', () => {
    expect(loadConfig({}).play).toEqual({ roundSyncMs: 2000, recoveryMs: 15_000 });
    expect(loadConfig({ GAME_ROUND_SYNC_MS: '500', GAME_RECOVERY_MS: '0' }).play).toEqual({ roundSyncMs: 500, recoveryMs: 0 });
  });

  it.each(['fast', '-1', '1.5', '50', '86400001'])('refuses GAME_ROUND_SYNC_MS=%s', (value) => {
    expect(() => loadConfig({ GAME_ROUND_SYNC_MS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ GAME_ROUND_SYNC_MS: value })).toThrow(/GAME_ROUND_SYNC_MS must be 0 \(off\) or whole milliseconds/);
  });
});
