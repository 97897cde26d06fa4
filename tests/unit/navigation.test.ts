// Navigation: in-app moves go through the history API (wouter listens); relaunch and reload load
// the page afresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, relaunch, reload } from '../../src/services/navigation';

afterEach(() => vi.unstubAllGlobals());

describe('navigation', () => {
  it('pushes a route, or replaces the current one when asked', () => {
    const history = { pushState: vi.fn(), replaceState: vi.fn() };
    vi.stubGlobal('history', history);
    navigate('/pages/account/account');
    navigate('/pages/forbidden/forbidden', { replace: true });
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/pages/account/account');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/pages/forbidden/forbidden');
  });

  it('relaunches with a full load that replaces the history entry, and reloads', () => {
    const location = { replace: vi.fn(), reload: vi.fn() };
    vi.stubGlobal('window', { location });
    relaunch('/');
    reload();
    expect(location.replace).toHaveBeenCalledWith('/');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
