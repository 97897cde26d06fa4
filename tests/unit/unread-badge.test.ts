// The unread badge's text: none at zero, the count up to 99, then 99+.
import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from '../../src/domain/unread-badge';

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s unread reads %j', (count, text) => expect(unreadBadgeText(count)).toBe(text));
});
