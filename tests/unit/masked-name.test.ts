// Names other players see (home winners, comments): recognisable to their owner, not to anyone else.
import { describe, expect, it } from 'vitest';
import { maskPlayerName } from '../../src/domain/masked-name';

describe('maskPlayerName', () => {
  it('keeps two characters at each end of a long name, one of a short one', () => {
    expect(maskPlayerName('09171234567')).toBe('09***67');
    expect(maskPlayerName('liza_plays')).toBe('li***ys');
    expect(maskPlayerName('marco')).toBe('m***o');
    expect(maskPlayerName('jo')).toBe('j***');
    expect(maskPlayerName('')).toBe('***');
  });

  it('counts characters, not UTF-16 units, so a name in Thai or Chinese is cut cleanly', () => {
    expect(maskPlayerName('王小明先生')).toBe('王***生');
    expect(maskPlayerName('🎰🎰lucky🎰')).toBe('🎰🎰***y🎰');
  });
});
