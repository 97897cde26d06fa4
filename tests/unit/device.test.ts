// Device type of the screen and its debounced resize watch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDeviceType, watchDeviceType, type ScreenSource } from '../../src/services/device';
import { DEBOUNCE_MS } from '../../src/domain/constants';

function fakeScreen(width: number, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') {
  const listeners = new Set<() => void>();
  const screen = {
    innerWidth: width,
    navigator: { userAgent },
    addEventListener: (_type: 'resize', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'resize', listener: () => void) => void listeners.delete(listener),
  } satisfies ScreenSource;
  const resize = (to: number) => {
    screen.innerWidth = to;
    for (const listener of listeners) listener();
  };
  return { screen, resize, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('device', () => {
  it('reads pc for a wide desktop browser and h5 for a phone or a narrow window', () => {
    expect(readDeviceType(fakeScreen(1440).screen)).toBe('pc');
    expect(readDeviceType(fakeScreen(600).screen)).toBe('h5');
    expect(readDeviceType(fakeScreen(1440, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)').screen)).toBe('h5');
  });

  it('reports a change of type once resizing has settled for DEBOUNCE_MS', () => {
    const { screen, resize } = fakeScreen(1440);
    const listener = vi.fn();
    watchDeviceType(listener, screen);
    resize(800);
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    resize(700);
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledExactlyOnceWith('h5');
  });

  it('stays quiet when a resize keeps the type, and stops when unsubscribed', () => {
    const { screen, resize, listeners } = fakeScreen(1440);
    const listener = vi.fn();
    const stop = watchDeviceType(listener, screen);
    resize(1300);
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(listener).not.toHaveBeenCalled();
    resize(600);
    stop();
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(listener).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
