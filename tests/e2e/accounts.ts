// What account specs need besides the page: fresh phone numbers, players made through the API,
// the codes the development SMS outbox holds and the answer of a shown captcha.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { ops } from './ops';

let serial = 0;

/** A Philippine mobile number (the demo site's country) nobody has used in this run. */
export function freshPhone(): string {
  serial += 1;
  const tail = `${Date.now() % 100_000}${serial}`.padStart(7, '0').slice(-7);
  return `0917${tail}`;
}

/** '09171234567' as the phone input shows it. */
export const dashed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

export async function setSiteFlags(flags: Partial<Record<'gameAccountCaptchaEnabled' | 'gameAccountRegisterSMS' | 'gameAccountRegisterBank', boolean>>) {
  for (const [key, value] of Object.entries(flags)) await ops('site', 'set', key, String(value));
}

/** The newest code the outbox holds for a phone (and purpose), waiting for it to arrive. */
export async function smsCode(request: APIRequestContext, phone: string, purpose?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await (await request.get(`/user-api/dev/sms-outbox?phone=${phone}`)).json();
      const message = (reply.data as { code: string; purpose: string }[]).find((m) => !purpose || m.purpose === purpose);
      code = message?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Runs `show` and answers the captcha image it loads. */
export async function captchaAnswerFor(page: Page, request: APIRequestContext, show: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/captcha/captchaImage')), show()]);
  const { data } = await response.json();
  const reply = await (await request.get(`/user-api/dev/captcha/${data.uuid}`)).json();
  return String(reply.data.answer);
}

/** A player registered through the API (SMS and bank sign-up off for the moment). */
export async function registerPlayer(request: APIRequestContext, password = 'secret12') {
  await setSiteFlags({ gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
  const phone = freshPhone();
  const username = `p${phone.slice(-8)}`;
  const reply = await (await request.post('/user-api/v2/register', { data: { phone, username, password } })).json();
  expect(reply.code, reply.msg).toBe(200);
  return { phone, username, password, token: String(reply.token) };
}

/** Starts the page signed in as a player: the token is on the device before the app starts, once. */
export async function signedInAs(page: Page, token: string) {
  await page.addInitScript((seeded) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', JSON.stringify(seeded));
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

/**
 * What the page keeps under `key` in localStorage. A login or a refusal navigates the page, and a
 * read that meets that navigation loses its context: it answers 'navigating', so a poll reads again.
 */
export const storedItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => localStorage.getItem(name), key).catch(() => 'navigating');

export const desktop = (projectName: string) => projectName === 'desktop';

/** The login form: the page on mobile, the popup on desktop. */
export async function openLogin(page: Page, projectName: string): Promise<Locator> {
  if (!desktop(projectName)) {
    await page.goto(paths.accountLogin);
    return page.getByRole('main');
  }
  await page.goto(paths.desktopLogin);
  const popup = page.getByRole('dialog', { name: enUS.loginPopup.title });
  await expect(popup).toBeVisible();
  return popup;
}
