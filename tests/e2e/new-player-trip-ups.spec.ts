// What a new player tripped over (issue 7): a mistyped deep path, a wrong captcha said twice under
// a toast that hid the Log in button, the theme centre wider than a phone, Burmese labels that
// wrapped or were cut, and Thai, Burmese and Chinese drawn as empty boxes without system fonts.
import { expect, test, type Locator, type Page } from './fixtures';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import myMM from '../../locales/my_MM.json' with { type: 'json' };
import thTH from '../../locales/th_TH.json' with { type: 'json' };
import { LOCALES, type LocaleCode } from '../../src/domain/locales';
import { paths } from '../../src/domain/routes';
import { captchaAnswerFor, desktop, openLogin, registerPlayer, setSiteFlags } from './accounts';
import { appTookOver } from './app-ready';

const HOME = /\/pages\/(index|desktop)\/index$/;

const inLanguage = (page: Page, locale: LocaleCode) =>
  page.addInitScript((code) => localStorage.setItem('locale', JSON.stringify(code)), locale);

test('a mistyped or legacy /pages/ path shows the not-found screen with a way home', async ({ page, request }) => {
  const response = await page.goto('/pages/account/myWallet/myWallet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: enUS.notFound.title, level: 2 })).toBeVisible();
  await expect(page.getByText('/pages/account/myWallet/myWallet')).toBeVisible();
  await page.getByRole('link', { name: enUS.pending.home }).click();
  await expect(page).toHaveURL(HOME);

  // An unknown path outside the app stays the server's plain 404.
  const plain = await request.get('/no-such-file.txt');
  expect(plain.status()).toBe(404);
  expect(plain.headers()['content-type']).toMatch(/^text\/plain/);
});

test('a wrong captcha is said once, beside the form, and nothing covers the Log in button', async ({ page, request }, testInfo) => {
  const player = await registerPlayer(request);
  await setSiteFlags({ gameAccountCaptchaEnabled: true });
  try {
    let form: Locator | undefined;
    const answer = await captchaAnswerFor(page, request, async () => {
      form = await openLogin(page, testInfo.project.name);
    });
    await form!.getByLabel(enUS.fields.accountOrPhone).fill(player.username);
    await form!.getByLabel(enUS.fields.password, { exact: true }).fill(player.password);
    await form!.getByLabel(enUS.fields.captcha, { exact: true }).fill(answer === '0000' ? '1111' : '0000');
    const submit = form!.getByRole('button', { name: enUS.login.submit, exact: true });
    await captchaAnswerFor(page, request, () => submit.click());

    const alert = form!.getByRole('alert');
    await expect(alert).toBeVisible();
    const message = (await alert.textContent())?.trim() ?? '';
    expect(message).not.toBe('');
    // Once on the page: no toast repeats it.
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: message })).toHaveCount(0);
    // A tap on the middle of the Log in button reaches the button.
    await expect(submit).toBeEnabled();
    const box = (await submit.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(enUS.login.submit);
  } finally {
    await setSiteFlags({ gameAccountCaptchaEnabled: false });
  }
});

for (const locale of LOCALES) {
  test(`the theme centre fits the screen in ${locale}`, async ({ page }) => {
    await inLanguage(page, locale);
    await page.goto(paths.themeCentre);
    const cards = page.getByRole('radio');
    await expect(cards).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const width = page.viewportSize()!.width;
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
}

test('in Burmese the login tabs stay on one line and the placeholders are whole', async ({ page }, testInfo) => {
  test.skip(!desktop(testInfo.project.name), 'the Burmese popup (labels as placeholders) is the desktop login');
  await inLanguage(page, 'my_MM');
  await page.goto(paths.desktopLogin);
  const popup = page.getByRole('dialog', { name: myMM.loginPopup.title });
  await expect(popup).toBeVisible();
  // Once the Burmese web font is in, text is measured as the player sees it.
  await expect(page.locator('html')).toHaveAttribute('data-fonts', /my_MM/);

  const tabs = popup.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const heights = new Set<number>();
  for (const tab of await tabs.all()) {
    const fits = await tab.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, `${await tab.textContent()} is not cut`).toBe(true);
    heights.add(Math.round((await tab.boundingBox())!.height));
  }
  expect(heights.size, 'one line each: the tabs are the same height').toBe(1);

  for (const tab of ['accountLogin', 'codeLogin'] as const) {
    await popup.getByRole('tab', { name: myMM.loginPopup[tab] }).click();
    for (const input of await popup.locator('input[placeholder]').all()) {
      const [textWidth, room] = await input.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return [context.measureText(el.placeholder).width, el.clientWidth] as const;
      });
      expect(textWidth, `${await input.getAttribute('placeholder')} fits its field`).toBeLessThanOrEqual(room);
    }
  }
});

/** The width `el`'s text takes in its own font, against the room it has (an ellipsis hides the difference from scrollWidth in Burmese). */
const textAndRoom = (locator: Locator) =>
  locator.evaluate((el: HTMLElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return [context.measureText(el.textContent ?? '').width, el.clientWidth - padding] as const;
  });

test('in Burmese on a phone the tab bar, the tag chips and the Maintenance badges read whole, in Burmese', async ({ page }, testInfo) => {
  test.skip(desktop(testInfo.project.name), 'the phone home at 390 px');
  await inLanguage(page, 'my_MM');
  await page.goto(paths.home);
  await expect(page.locator('html')).toHaveAttribute('data-fonts', /my_MM/);

  // Every tab's icon at one height, every name whole, all inside the window.
  const tabs = page.getByRole('navigation', { name: myMM.desktop.menu }).getByRole('link');
  await expect(tabs).toHaveCount(5);
  const iconTops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.querySelector('svg')!.getBoundingClientRect().top)));
  expect(new Set(iconTops).size, `icon tops ${iconTops.join(', ')}`).toBe(1);
  for (const tab of await tabs.all()) {
    const name = tab.locator('span').last();
    const [width, room] = await textAndRoom(name);
    expect(width, `${await name.textContent()} fits its tab`).toBeLessThanOrEqual(room + 0.5);
    expect((await name.boundingBox())!.y + (await name.boundingBox())!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  }

  // The seeded collections are named in Burmese, not in the operator's English.
  const chips = page.getByRole('navigation', { name: myMM.home.tags }).getByRole('link');
  for (const code of ['hot', 'new', 'jackpot', 'table-classics'] as const) await expect(chips.filter({ hasText: myMM.home.tagNames[code] })).toHaveCount(1);
  await expect(chips.filter({ hasText: enUS.home.tagNames.hot })).toHaveCount(0);

  // A game in maintenance says so whole on its tile.
  const badges = page.getByTestId('game-tile').getByText(myMM.home.maintenance, { exact: true });
  await expect(badges.first()).toBeVisible();
  for (const badge of (await badges.all()).slice(0, 4)) {
    const [width, room] = await textAndRoom(badge);
    expect(width, 'the Maintenance badge is whole').toBeLessThanOrEqual(room + 0.5);
  }
});

const SCRIPTS: Array<{ locale: LocaleCode; family: string; file: RegExp }> = [
  { locale: 'th_TH', family: 'Noto Sans Thai', file: /noto-sans-thai-thai-400-normal.*\.woff2$/ },
  { locale: 'my_MM', family: 'Noto Sans Myanmar', file: /noto-sans-myanmar-myanmar-400-normal.*\.woff2$/ },
  { locale: 'zh_CN', family: 'Noto Sans SC', file: /noto-sans-sc-.*-400-normal.*\.woff2$/ },
];

for (const { locale, family, file } of SCRIPTS) {
  test(`${locale} text is drawn with the shipped ${family} web font`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())));
    await inLanguage(page, locale);
    await page.goto(paths.home);
    await expect(page.locator('html')).toHaveAttribute('data-fonts', new RegExp(locale));
    expect(fonts.some((url) => file.test(url))).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCSS('font-family', new RegExp(`^"${family}"`));
    // Every face the heading's characters need has arrived (Chinese comes in many unicode-range pieces).
    const text = (await heading.textContent()) ?? '';
    await expect.poll(() => page.evaluate(([name, sample]) => document.fonts.check(`16px "${name}"`, sample), [family, text])).toBe(true);
  });
}

test('a home that arrives in Burmese is drawn in its font before the player touches anything', async ({ page }) => {
  await inLanguage(page, 'my_MM');
  await page.goto(paths.home);
  await expect(page.locator('html')).toHaveAttribute('data-fonts', /my_MM/);
  // The choice is kept in a cookie too, so the next page arrives in Burmese; on a phone it shows
  // as served, and the app's session waits for the first gesture. Its font must not.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(myMM.route.home);
  await expect(page.locator('html')).toHaveAttribute('data-fonts', /my_MM/);
});

test('a Latin-script language downloads no web font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())));
  await inLanguage(page, 'en_US');
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Lucky Star' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
});

test('a screen whose code does not arrive says so in the player\'s language, and Try again loads it', async ({ page }) => {
  await inLanguage(page, 'th_TH');
  await page.goto(paths.home);
  await appTookOver(page);
  await page.waitForLoadState('load');
  // The app drawn (a desktop start draws the whole app once its chunk has come, which the load
  // event does not wait for): the link the player taps is on screen.
  const account = page.getByRole('navigation', { name: thTH.desktop.menu }).getByRole('link', { name: thTH.tab.account });
  await expect(account).toBeVisible();
  // From here the connection drops every script: the Account screen's code cannot arrive.
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  await account.click();
  const failed = page.getByRole('alert').filter({ hasText: thTH.common.chunkLoadFailed });
  await expect(failed).toBeVisible();

  await page.unroute(scripts);
  await failed.getByRole('button', { name: thTH.common.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: thTH.route.account })).toBeVisible();
  await expect(page.getByText(thTH.common.chunkLoadFailed)).toHaveCount(0);
});
