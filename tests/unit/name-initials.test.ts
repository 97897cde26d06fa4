// A tile whose art has not arrived shows up to two letters of the game's or maker's name.
import { describe, expect, it } from 'vitest';
import { nameInitials } from '../../src/domain/game-format';

describe('nameInitials', () => {
  it.each([['Lucky Lanterns', 'LL'], ['roulette', 'RO'], ['Jacks or Better', 'JO'], ['', '']])('%s → %s', (name, initials) =>
    expect(nameInitials(name)).toBe(initials));
});
