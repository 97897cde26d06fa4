// The Lucky Lanterns page reads the maker's outcome (server/makers/demo/web/lucky-lanterns/game-data.ts):
// a line win names its 1-based payline, the number the page draws, the docs print and the record
// holds, and lights the cells of PAYLINES[payline - 1].
import { describe, expect, it } from 'vitest';
import { roundFloats } from '../../src/domain/provably-fair';
import * as slot from '../../src/domain/fair-games/lucky-lanterns';
import { readOutcome } from '../../server/makers/demo/web/lucky-lanterns/game-data';

describe('the Lucky Lanterns page reading a spin', () => {
  it('shows each line win under the payline number the record holds, on that payline\'s cells', () => {
    let shown = 0;
    for (let nonce = 0; shown < 50; nonce += 1) {
      const outcome = slot.outcome(roundFloats('d'.repeat(64), 'page', nonce, 5), { stake: 10 });
      const round = readOutcome(JSON.parse(JSON.stringify(outcome)), 0.1);
      expect(round).not.toBeNull();
      const lineWins = round!.wins.filter((win) => win.line !== null);
      expect(lineWins.map((win) => win.line)).toEqual(outcome.lines.map((line) => line.payline));
      for (const win of lineWins) {
        const rows = slot.PAYLINES[(win.line as number) - 1]!;
        expect(win.cells).toEqual(rows.slice(0, win.count).map((row, reel) => [reel, row]));
        shown += 1;
      }
    }
  });
});
