// The login popup's focus trap: Tab past the last control comes back to the first, Shift+Tab
// before the first goes to the last, and the browser moves focus between the others.
import { describe, expect, it } from 'vitest';
import { wrapFocus } from '../../src/views/login/use-focus-trap';

const controls = ['close', 'tab', 'username', 'submit'] as const;

describe('wrapFocus', () => {
  it('wraps at both ends', () => {
    expect(wrapFocus(controls, 'submit', false)).toBe('close');
    expect(wrapFocus(controls, 'close', true)).toBe('submit');
  });
  it('leaves the moves between controls to the browser', () => {
    expect(wrapFocus(controls, 'tab', false)).toBeNull();
    expect(wrapFocus(controls, 'username', true)).toBeNull();
    expect(wrapFocus(controls, 'close', false)).toBeNull();
  });
  it('enters at an end from the dialog itself or from outside it', () => {
    expect(wrapFocus(controls, null, false)).toBe('close');
    expect(wrapFocus(controls, 'page behind' as never, true)).toBe('submit');
  });
  it('does nothing in a dialog without controls', () => {
    expect(wrapFocus([], null, false)).toBeNull();
  });
});
