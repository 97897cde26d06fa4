// Contact us, contact information and the site's own links, at both sizes: feedback refused under
// 10 characters and while a picture is still on its way (the upload held by route interception),
// then sent with a picture (whose Remove does not move when its upload ends); an operator answers
// from the command line and the answer is the player's system message; every channel copies with
// "Copy success" and a guest may read them; social and app links follow site info; a pixel the
// operator sets is in the head, none unset.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { desktop, registerPlayer, signedInAs } from './accounts';
import { ops } from './ops';
import { testPng } from './test-picture';

const text = enUS.contact;

const pickPictures = (page: Page, ...tints: number[]) =>
  page.getByLabel(text.addPicture).setInputFiles(tints.map((tint, i) => ({ name: `shot-${i}.png`, mimeType: 'image/png', buffer: testPng(64, tint) })));

test('feedback is refused under 10 characters and while a picture uploads, then sent; the operator answer reaches the player', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.contactUs);
  await expect(page.getByRole('heading', { name: enUS.route.contactUs })).toBeVisible();
  await expectNoSeriousViolations(page);

  const feedback = page.getByLabel(text.contentLabel);
  await feedback.fill('Too short');
  await expect(page.getByText('9/1000')).toBeVisible();
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write at least 10 characters' })).toBeVisible();
  await expect(feedback).toHaveAttribute('aria-invalid', 'true');

  // The upload is held at the network until the submit has been tried.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/common/upload**', async (route) => {
    await held;
    await route.continue();
  });
  await feedback.fill('The slot froze after my third spin and the balance did not update.');
  await pickPictures(page, 160);
  await expect(page.getByTestId('feedback-picture')).toContainText(/Uploading/);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: enUS.deposit.stillUploading })).toBeVisible();
  // The picture's Remove stays where it is when the upload ends: a tap aimed at it just then lands.
  const remove = page.getByRole('button', { name: 'Remove picture 1' });
  const whileUploading = await remove.boundingBox();
  release();
  await expect(page.getByTestId('feedback-picture')).toContainText(text.uploaded);
  expect(await remove.boundingBox()).toEqual(whileUploading);
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();

  const [reply] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/contact/submit')),
    page.getByRole('button', { name: text.submit }).click(),
  ]);
  const { data } = (await reply.json()) as { data: { id: number } };
  await expect(page.getByRole('heading', { name: text.submittedTitle })).toBeVisible();
  await expect(page.getByText(text.submittedText)).toBeVisible();
  await expect(page.getByRole('link', { name: text.toMessages })).toHaveAttribute('href', paths.message);
  await expectNoSeriousViolations(page);

  const listed = await ops('feedback', 'list', 'open');
  expect(listed.stdout).toContain('1 picture(s)');
  const answer = `Thanks, we credited the round (${data.id}).`;
  await ops('feedback', 'answer', String(data.id), answer);
  const messages = await (await request.get('/user-api/message/list?category=system&page=1&limit=10', { headers: { Authorization: `Bearer ${player.token}` } })).json();
  expect(messages.data.rows.map((m: { content: string }) => m.content)).toContain(answer);
  // ...and on the player's system messages screen.
  await page.goto(`${paths.messageList}?category=system`);
  await expect(page.getByText(answer)).toBeVisible();
});

test('too many pictures are refused before sending, and a picture can be removed', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signedInAs(page, player.token);
  await page.goto(paths.contactUs);
  await pickPictures(page, 10, 20, 30, 40);
  await expect(page.getByRole('alert').filter({ hasText: enUS.deposit.tooManyFiles })).toBeVisible();
  await expect(page.getByTestId('feedback-picture')).toHaveCount(0);
  await pickPictures(page, 10, 20);
  await expect(page.getByTestId('feedback-picture')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove picture 1' }).click();
  await expect(page.getByTestId('feedback-picture')).toHaveCount(1);
});

test('a guest reads the customer-service channels, copies one and opens the web ones', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(paths.contactInfomation);
  await expect(page.getByRole('heading', { name: enUS.route.contactInfomation })).toBeVisible();
  const channels = (await (await page.request.get('/user-api/operation/getServiceContactInformation')).json()).data as { label: string; value: string }[];
  expect(channels.length).toBeGreaterThan(0);
  const first = channels[0]!;
  await expect(page.getByText(first.label, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `${enUS.deposit.copy}: ${first.label}` }).click();
  await expect(page.getByRole('status').filter({ hasText: enUS.deposit.copySuccess })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.value);
  const web = channels.find((c) => /^https?:\/\//.test(c.value));
  if (web) {
    const link = page.getByRole('link', { name: text.open.replace('{{label}}', web.label) });
    await expect(link).toHaveAttribute('href', web.value);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expectNoSeriousViolations(page);
});

test.describe('site links from site info', () => {
  test.afterAll(async () => {
    for (const key of ['tiktokLink', 'facebookLink', 'youtubeLink', 'appDownloadLink']) await ops('site', 'set', key, '');
    await ops('site', 'set', 'mobileBottomPictureStatus', 'true');
  });

  test('the Account page shows the social pages and the app download the operator set', async ({ page, request }, info) => {
    await ops('site', 'set', 'tiktokLink', 'https://www.tiktok.com/@luckystar');
    await ops('site', 'set', 'youtubeLink', 'https://www.youtube.com/@luckystar');
    await ops('site', 'set', 'facebookLink', '');
    await ops('site', 'set', 'appDownloadLink', 'https://downloads.example/lucky.apk');
    await ops('site', 'set', 'mobileBottomPictureStatus', 'true');
    const player = await registerPlayer(request);
    await signedInAs(page, player.token);
    await page.goto(paths.account);
    const follow = page.getByRole('navigation', { name: text.followUs });
    await expect(follow.getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', 'https://www.tiktok.com/@luckystar');
    await expect(follow.getByRole('link', { name: 'YouTube' })).toBeVisible();
    await expect(follow.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(text.appDownload) })).toHaveAttribute('href', 'https://downloads.example/lucky.apk');
    // The picture banner is the phone's; a desktop shows the plain link.
    await expect(page.getByTestId('app-download-banner')).toHaveCount(desktop(info.project.name) ? 0 : 1);
    // The Account page's own cells (the desktop footer links the same pages).
    await expect(page.getByRole('main').getByRole('link', { name: enUS.account.contactInfomation })).toHaveAttribute('href', paths.contactInfomation);
    await expect(page.getByRole('main').getByRole('link', { name: enUS.account.contactUs })).toHaveAttribute('href', paths.contactUs);
    await expectNoSeriousViolations(page);

    await ops('site', 'set', 'mobileBottomPictureStatus', 'false');
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(text.appDownload) })).toBeVisible();
    await expect(page.getByTestId('app-download-banner')).toHaveCount(0);
  });

  test('a guest reads the user agreement the operator set, or the one a link carries', async ({ page }) => {
    const before = (await (await page.request.get('/user-api/game/getWebsiteInfo')).json()).data.userAgreement as string;
    await ops('site', 'set', 'userAgreement', 'Play responsibly.\nOne account per player.');
    try {
      await page.goto(paths.userAgreement);
      // The page's text, not the desktop footer's own note.
      await expect(page.getByRole('main').getByText('Play responsibly.')).toBeVisible();
      await expect(page.getByRole('main').getByText('One account per player.')).toBeVisible();
      await page.goto(`${paths.userAgreement}?content=${encodeURIComponent('<b>Linked terms</b>')}`);
      // Shown as text, never as markup.
      await expect(page.getByText('<b>Linked terms</b>')).toBeVisible();
      await expectNoSeriousViolations(page);
    } finally {
      await ops('site', 'set', 'userAgreement', before);
    }
  });

  test('a pixel set by the operator is in the page head and runs, and none when unset', async ({ browser }) => {
    const pixel = '<meta name="contact-spec-pixel" content="on"><script>window.contactSpecPixel = true</script>';
    await ops('site', 'set', 'facebookPixel', pixel);
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(paths.home);
      await expect(page.locator('head meta[name="contact-spec-pixel"]')).toHaveCount(1);
      // Placed as the operator wrote it.
      expect(await page.locator('head script[data-site-pixel]').evaluate((script) => script.textContent)).toBe('window.contactSpecPixel = true');
      // And it ran: the page's script policy allows this markup's script by its hash.
      await expect.poll(() => page.evaluate(() => (window as unknown as { contactSpecPixel?: boolean }).contactSpecPixel)).toBe(true);
      await page.context().close();
    } finally {
      await ops('site', 'set', 'facebookPixel', '');
    }
    const page = await (await browser.newContext()).newPage();
    await page.goto(paths.home);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('head [data-site-pixel]')).toHaveCount(0);
    await expect(page.locator('head meta[name="contact-spec-pixel"]')).toHaveCount(0);
    await page.context().close();
  });
});
