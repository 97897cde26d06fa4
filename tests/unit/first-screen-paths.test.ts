// The first screen's path table (domain/first-screen-paths.ts) against the whole one (routes.ts):
// the same paths, and every route of the first screen's route table open to guests, since that
// table reports its paths to the guest guard as open without asking the §6 rule.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROUTES, firstScreenPaths, TAB_ROUTES } from '../../src/domain/first-screen-paths';
import { GUEST_WHITELIST, guestMayOpen, isKnownPath, paths } from '../../src/domain/routes';

describe('the first screen\'s paths', () => {
  it('are the whole table\'s, path for path', () => {
    for (const [name, path] of Object.entries(firstScreenPaths)) expect(paths[name as keyof typeof paths]).toBe(path);
  });

  it('name only routes the whole table knows', () => {
    for (const path of Object.values(firstScreenPaths)) expect(isKnownPath(path)).toBe(true);
  });

  it('route only to screens a guest may open, so that table needs no guest rule', () => {
    for (const name of FIRST_SCREEN_ROUTES) {
      expect(GUEST_WHITELIST).toContain(firstScreenPaths[name]);
      expect(guestMayOpen(firstScreenPaths[name])).toBe(true);
      expect(guestMayOpen(`${firstScreenPaths[name]}/`)).toBe(true);
    }
  });

  it('hold the five tabs', () => {
    for (const tab of TAB_ROUTES) expect(FIRST_SCREEN_ROUTES).toContain(tab);
  });
});
