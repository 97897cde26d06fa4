// Playing the demo maker's games inside their frame, as a player does: by keyboard and by touch
// (or click on desktop), and reaching a game from the lobby. Shared by demo-games.spec.ts and the
// games' own specs; each step waits for what the player sees.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { GAME_FRAME_SANDBOX } from '../../src/domain/game-play';
import { formatMoney } from '../../src/domain/money-format';
import { paths } from '../../src/domain/routes';
import { en_US } from '../../server/makers/demo/web/texts/en_US';

export type Gesture = 'keyboard' | 'touch' | 'click';

interface FrameMessage {
  origin: string;
  data: { source?: string; type?: string; balance?: number };
}

/**
 * A page on the platform's origin holding the frame as the web app does (same sandbox) and keeping
 * every message the frame posts: served by the test itself, so it depends on no screen's layout.
 */
export async function hostFrame(page: Page, url: string, platformOrigin: string): Promise<void> {
  const host = new URL('/e2e-game-host', platformOrigin).toString();
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Game host</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body style="margin:0"><script>window.frameMessages=[];addEventListener('message',(e)=>frameMessages.push({origin:e.origin,data:e.data}));</script>
        <iframe title="game" src="${url}" sandbox="${GAME_FRAME_SANDBOX}" style="border:0;width:100vw;height:100vh;display:block"></iframe></body></html>`,
    }),
  );
  await page.goto(host);
}

export function messagesOf(page: Page): Promise<FrameMessage[]> {
  return page.evaluate(() => (window as unknown as { frameMessages: FrameMessage[] }).frameMessages);
}

/** Taps on a touch device, clicks elsewhere. */
async function press(target: ReturnType<FrameLocator['locator']>, gesture: Gesture): Promise<void> {
  if (gesture === 'touch') await target.tap();
  else await target.click();
}

/**
 * Puts the keyboard inside the game (a player clicks the game once before using keys): a click on
 * the balance readout, which is on screen at every size and starts nothing.
 */
export async function focusGame(frame: FrameLocator): Promise<void> {
  await frame.locator('.meter').first().click();
}

/** How many rounds the fairness history lists, read from the panel. */
export async function roundsInHistory(frame: FrameLocator): Promise<number> {
  await frame.getByRole('button', { name: en_US.fairness }).click();
  const dialog = frame.getByRole('dialog', { name: en_US['fair.title'] });
  await expect(dialog).toBeVisible();
  const count = await dialog.locator('.history-row').count();
  await dialog.getByRole('button', { name: en_US.close }).click();
  return count;
}

async function waitForRounds(frame: FrameLocator, rounds: number): Promise<void> {
  await expect.poll(() => roundsInHistory(frame), { timeout: 20_000 }).toBe(rounds);
}

export async function playLanterns(frame: FrameLocator, page: Page, gesture: Gesture, roundsBefore: number): Promise<void> {
  if (gesture === 'keyboard') {
    await focusGame(frame);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
  } else {
    await press(frame.getByRole('button', { name: en_US['slot.spin'] }), gesture);
  }
  await waitForRounds(frame, roundsBefore + 1);
  await expect(frame.locator('.line-info')).not.toHaveText(en_US['slot.lines']);
}

export async function playRoulette(frame: FrameLocator, page: Page, gesture: Gesture, roundsBefore: number): Promise<void> {
  if (gesture === 'keyboard') {
    await focusGame(frame);
    // Tab to the table is long; the arrows walk it once a cell has focus.
    await frame.locator('.cell[data-key="red:"]').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
  } else {
    await press(frame.locator('.cell[data-key="straight:17"]'), gesture);
    await press(frame.locator('.hit[data-key="split:17-20"]'), gesture);
    await press(frame.locator('.cell[data-key="black:"]'), gesture);
    await expect(frame.locator('.table-chip')).toHaveCount(3);
    await press(frame.getByRole('button', { name: en_US['roulette.spin'] }), gesture);
  }
  await waitForRounds(frame, roundsBefore + 1);
  await expect(frame.locator('.last-numbers li')).toHaveCount(roundsBefore + 1);
}

export async function playPoker(frame: FrameLocator, page: Page, gesture: Gesture, roundsBefore: number): Promise<void> {
  const draw = frame.getByRole('button', { name: en_US['poker.draw'] });
  if (gesture === 'keyboard') {
    await focusGame(frame);
    await page.keyboard.press('Space');
    await expect(draw).toBeEnabled();
    await page.keyboard.press('1');
    await page.keyboard.press('5');
    await expect(frame.locator('.card.held')).toHaveCount(2);
    await page.keyboard.press('Space');
  } else {
    await press(frame.getByRole('button', { name: en_US['poker.deal'] }), gesture);
    await expect(draw).toBeEnabled();
    await press(frame.locator('.card').nth(2), gesture);
    await expect(frame.locator('.card.held')).toHaveCount(1);
    await press(draw, gesture);
  }
  await expect(frame.getByRole('button', { name: en_US['poker.deal'] })).toBeEnabled({ timeout: 20_000 });
  await waitForRounds(frame, roundsBefore + 1);
}

export async function playShootout(frame: FrameLocator, page: Page, gesture: Gesture, roundsBefore: number): Promise<void> {
  const odds = (name: RegExp) => frame.getByRole('button', { name });
  if (gesture === 'keyboard') {
    // Tab reaches the odds like any button; Enter on one places the stake, Space kicks off.
    await odds(/^Home wins, odds/).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(frame.locator('.slip-row')).toHaveCount(2);
    await page.keyboard.press('Space');
  } else {
    await press(odds(/^Away wins, odds/), gesture);
    await press(frame.getByRole('tab', { name: en_US['shootout.market.score'] }), gesture);
    await press(odds(/^3-3 after five each, odds/), gesture);
    await expect(frame.locator('.slip-row')).toHaveCount(2);
    await press(frame.getByRole('button', { name: en_US['shootout.kickOff'] }), gesture);
  }
  await waitForRounds(frame, roundsBefore + 1);
  await expect(frame.locator('.slip-row.won, .slip-row.lost')).toHaveCount(2);
}

/**
 * From the browser's category tab into a game's frame, as a player goes: the game leads its
 * category and is open, its page's Play, the amount sheet's ₱`amount`, Start; the platform's bar
 * then holds that amount. Returns the game's id (from its tile's link), the bar and the frame.
 */
/** The lobby's category, its leading tile (open, named `name`), the game's page, Play: up to the launch. */
export async function openLeadingGame(page: Page, category: string, name: string): Promise<{ gameId: string }> {
  await page.goto(paths.browser);
  await page.getByRole('tab', { name: category }).click();
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toContainText(name);
  await expect(tile).not.toContainText(enUS.home.maintenance);
  const gameLink = tile.getByRole('link').first();
  const gameId = new URL((await gameLink.getAttribute('href')) ?? '', 'http://x').searchParams.get('id') ?? '';
  expect(gameId).toMatch(/^\d+$/);
  await Promise.all([page.waitForResponse((r) => r.url().includes('/user/getBalanceInfo')), gameLink.click()]);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: enUS.games.detail.play }).click();
  return { gameId };
}

export async function launchLeadingGame(page: Page, category: string, name: string, amount: number): Promise<{ gameId: string; controls: Locator; frame: FrameLocator }> {
  const { gameId } = await openLeadingGame(page, category, name);
  const sheet = page.getByRole('dialog', { name: enUS.play.chooseTitle.replace('{{name}}', name) });
  await sheet.getByRole('button', { name: `₱${amount}`, exact: true }).click();
  await sheet.getByRole('button', { name: enUS.play.start }).click();
  const controls = page.getByRole('navigation', { name: enUS.play.controls });
  await expect(controls).toContainText(formatMoney(amount, '₱'));
  return { gameId, controls, frame: page.frameLocator('iframe') };
}
