// The sign-up and login machines' graph paths, driven through the real views by gestures: each
// event type has the gesture a player makes (a new event without one fails to compile), each call
// the machine makes is answered the way the path says, and each state reached must show in the
// page. The last step of a finished path is the hand-over: the form sends its token to the
// session's player, which signs the player in and takes them home. Each viewport replays the
// fewest paths that still take every transition the machine's shortest paths take, between states
// as the check below sees them (path-cover.ts): the other paths only fill the same fields in
// another order. The machines themselves are walked path by path in tests/model.
import { expect, test, type Locator, type Page } from './fixtures';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { paths } from '../../src/domain/routes';
import { loginMachine, type LoginEvent } from '../../src/machines/login.machine';
import { signUpMachine, type SignUpEvent } from '../../src/machines/sign-up.machine';
import { verificationCodeMachine } from '../../src/machines/verification-code.machine';
import { currentStep, stepFailure, type SignUpField, type SignUpStep } from '../../src/machines/sign-up.steps';
import { ApiError } from '../../src/services/api-error';
import type { SupportedBank } from '../../src/services/register.api';
import { desktop, openLogin, registerPlayer, storedItem } from './accounts';
import { holdCalls, ok, refused, type Gesture } from './gestures';
import { coveringPaths } from './path-cover';

const HOME = /\/pages\/(index|desktop)\/index$/;
const REFUSAL = 'Refused for this path';
const banks: SupportedBank[] = [
  { bankCode: 'BDO', bankName: 'BDO Unibank', icon: '' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands', icon: '' },
];

// A real player's token, so the session the hand-over starts loads real figures.
let token = '';
test.beforeAll(async ({ request }) => {
  token = (await registerPlayer(request)).token;
});

/** Site info as the server sends it, with the flags this path needs. */
async function siteFlags(page: Page, flags: Record<string, boolean>) {
  await page.route('**/user-api/game/getWebsiteInfo**', async (route) => {
    const reply = await (await route.fetch()).json();
    await route.fulfill({ json: { ...reply, data: { ...reply.data, ...flags } } });
  });
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(HOME);
  await expect.poll(() => storedItem(page, 'token')).toBe(JSON.stringify(token));
}

/**
 * Replays a path on the view and, step by step, on a model actor of the same machine (its calls
 * never settle; the path's outcome events settle them), then checks the view shows the model's
 * state. The graph's own snapshots cannot be used: one stands for every way a state was reached.
 */
async function replay<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, path: { steps: { event: AnyEventObject }[] },
  gesture: (event: AnyEventObject) => Promise<void>, calls: Awaited<ReturnType<typeof holdCalls>>, check: (state: SnapshotFrom<M>) => Promise<void>) {
  const model = createActor(machine, { input }).start();
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        await (calls.isOutcome(step.event) ? calls.answer(step.event) : gesture(step.event));
        model.send(step.event as never);
      }
      await check(model.getSnapshot() as SnapshotFrom<M>);
    }
  } finally {
    model.stop();
  }
}

// `any` output and input so it stands in for every call a machine declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pending = fromPromise<any, any>(() => new Promise<never>(() => {}));

type GraphPath = { steps: { event: AnyEventObject }[] };
const eventsOf = (path: GraphPath) => path.steps.map((step) => JSON.stringify(step.event));
/** A path that is a prefix of a longer one is checked, step by step, by the longer one. */
const longest = <P extends GraphPath>(all: P[]): P[] =>
  all.filter((path) => !all.some((other) => other.steps.length > path.steps.length && eventsOf(path).every((e, k) => eventsOf(other)[k] === e)));
const nameOf = (path: GraphPath) =>
  path.steps.slice(1).map((s) => (s.event.type === 'CHANGE' ? `CHANGE ${(s.event as unknown as { field: string }).field}` : s.event.type.replace('xstate.', ''))).join(' → ') || '(start)';

/**
 * The desktop window replays only the paths that end in the hand-over: its login and sign-up are
 * the phone's form components inside the login popup, so what the popup adds is opening, the tab
 * and closing into a signed-in page; every state of the form is replayed on the phone layout.
 */
function skipOnDesktopUnlessHandOver(path: GraphPath, projectName: string) {
  const handsOver = /^xstate\.done\.actor\.(register|login)$/.test(path.steps.at(-1)?.event.type ?? '');
  test.skip(desktop(projectName) && !handsOver, 'desktop: only the paths that end in the hand-over (the form is the phone\'s)');
}

// ---- Sign-up ----

/** Valid values for the Philippine demo site; each step's fields only (an edit elsewhere cannot show). */
const valid: Record<SignUpField, string> = {
  phone: '09171234567', username: 'lucky_ann', code: '123456', password: 'secret12', confirmPassword: 'secret12',
  bankType: 'BPI', bankAccountName: 'Ann Lee', bankAccount: '1234567890',
};
const fieldsOf: Record<SignUpStep, SignUpField[]> = {
  phone: ['phone', 'username'], code: ['code'], account: ['password', 'confirmPassword'], bankType: ['bankType'], bankAccount: ['bankAccountName', 'bankAccount'],
};
const fieldLabel: Record<Exclude<SignUpField, 'bankType'>, string> = {
  phone: enUS.fields.phone, username: enUS.signUp.username, code: enUS.fields.code, password: enUS.fields.password,
  confirmPassword: enUS.fields.confirmPassword, bankAccountName: enUS.signUp.bankAccountName, bankAccount: enUS.signUp.bankAccount,
};

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;
/** What signUpShows checks of a state, with the state itself. */
const signUpView = (s: SignUpSnapshot) =>
  s.status === 'done' ? 'done' : JSON.stringify([s.value, currentStep(s), s.hasTag('busy'), s.context.error !== null]);
const signUpModel = signUpMachine.provide({
  actors: { sendRegisterCode: pending, loadBanks: pending, register: pending, verificationCode: verificationCodeMachine.provide({ actors: { sendCode: pending } }) },
});

const signUpGestures = (page: Page, form: Locator) =>
  ({
    CHANGE: async (event) => {
      if (event.field === 'bankType') await form.getByRole('radio', { name: banks.find((b) => b.bankCode === event.value)?.bankName }).check();
      else await form.getByLabel(fieldLabel[event.field], { exact: true }).fill(event.value);
    },
    NEXT: async () => form.getByRole('button', { name: new RegExp(`^(${enUS.signUp.confirm}|${enUS.signUp.signUp})$`) }).click(),
    BACK: async () => form.getByRole('button', { name: enUS.signUp.previous, exact: true }).click(),
    // The button counts down after a send: the player waits for it, then taps it.
    RESEND_CODE: async () => {
      await page.clock.fastForward('01:01');
      await form.getByRole('button', { name: enUS.fields.resendCode, exact: true }).click();
    },
  }) satisfies { [K in SignUpEvent['type']]: Gesture<Extract<SignUpEvent, { type: K }>> };

/** What each sign-up state shows. */
const signUpShows = (page: Page, form: Locator) => async (state: SignUpSnapshot) => {
  const field = (name: Exclude<SignUpField, 'bankType'>) => form.getByLabel(fieldLabel[name], { exact: true });
  if (state.status === 'done') return expectSignedIn(page);
  const step = currentStep(state);
  await expect(form.getByRole('heading', { name: enUS.signUp.steps[step], exact: true })).toBeVisible();
  if (step === 'bankType') await expect(form.getByRole('group', { name: enUS.signUp.bankType })).toBeVisible();
  else await (state.hasTag('busy') ? expect(field(fieldsOf[step][0] as never)).toBeDisabled() : expect(field(fieldsOf[step][0] as never)).toBeEnabled());
  if (state.context.error) await expect(form.getByRole('alert').filter({ hasText: REFUSAL }).first()).toBeVisible();
};

for (const [sms, bank] of [[true, true], [true, false], [false, true], [false, false]] as const) {
  const flags = { smsEnabled: sms, bankEnabled: bank, country: 'PH' as const };
  const graphPaths = getShortestPaths(signUpMachine, {
    input: flags,
    // A state is its step and what blocks leaving it, plus whether a code went out and banks came in.
    serializeState: (s) => JSON.stringify([s.value, s.status === 'done' ? null : stepFailure(currentStep(s), s.context.form, 'PH')?.field ?? null, s.context.codeSentTo !== null, s.context.banks.length > 0, s.context.error !== null]),
    events: (s) => [
      ...(s.status === 'done' ? [] : fieldsOf[currentStep(s)].map((field) => ({ type: 'CHANGE' as const, field, value: valid[field] }))),
      { type: 'NEXT' }, { type: 'BACK' },
      { type: 'xstate.done.actor.sendRegisterCode' }, { type: 'xstate.error.actor.sendRegisterCode', error: new Error(REFUSAL) },
      { type: 'xstate.done.actor.loadBanks', output: banks }, { type: 'xstate.error.actor.loadBanks', error: new Error(REFUSAL) },
      { type: 'xstate.done.actor.register', output: 'token' }, { type: 'xstate.error.actor.register', error: new Error(REFUSAL) },
    ] as never,
  });
  for (const path of coveringPaths(longest(graphPaths), signUpView)) {
    test(`sign-up (SMS ${sms ? 'on' : 'off'}, bank ${bank ? 'on' : 'off'}): ${nameOf(path)}`, async ({ page }, testInfo) => {
      skipOnDesktopUnlessHandOver(path, testInfo.project.name);
      await page.clock.install();
      await siteFlags(page, { gameAccountRegisterSMS: sms, gameAccountRegisterBank: bank, gameAccountCaptchaEnabled: false });
      const calls = await holdCalls(page, {
        sendRegisterCode: { path: '/register/sendRegisterPhoneCode', done: () => ok(), error: () => refused(REFUSAL) },
        loadBanks: { path: '/pay/supportBank/list', done: () => ok(banks), error: () => refused(REFUSAL) },
        register: { path: '/v2/register', done: () => ok(null, { token }), error: () => refused(REFUSAL) },
      });
      let form: Locator;
      if (desktop(testInfo.project.name)) {
        form = await openLogin(page, testInfo.project.name);
        await form.getByRole('tab', { name: enUS.loginPopup.signUp }).click();
      } else {
        await page.goto(paths.accountSignUp);
        form = page.getByRole('main');
      }
      const gestures = signUpGestures(page, form);
      await replay(signUpModel, flags, path, (event) => gestures[(event as SignUpEvent).type](event as never), calls, signUpShows(page, form));
    });
  }
}

// ---- Login (captcha on: every state of the machine is reachable) ----

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
/** What loginShows checks of a state, with the state itself. */
const loginView = (s: LoginSnapshot) =>
  s.status === 'done' ? 'done' : JSON.stringify([s.value, s.hasTag('busy') || s.hasTag('captchaLoading'), s.context.error !== null, Boolean(s.context.invalid)]);
const loginModel = loginMachine.provide({ actors: { loadCaptcha: pending, login: pending } });
const loginValues = { username: 'lucky_ann', password: 'secret12', code: '1234' } as const;
const loginLabels = { username: enUS.fields.accountOrPhone, password: enUS.fields.password, code: enUS.fields.captcha } as const;

const loginGestures = (form: Locator) =>
  ({
    CHANGE: async (event) => form.getByLabel(loginLabels[event.field], { exact: true }).fill(event.value),
    REFRESH_CAPTCHA: async () => form.getByRole('button', { name: enUS.fields.captchaRefresh }).click(),
    SUBMIT: async () => form.getByRole('button', { name: enUS.login.submit, exact: true }).click(),
  }) satisfies { [K in LoginEvent['type']]: Gesture<Extract<LoginEvent, { type: K }>> };

const loginShows = (page: Page, form: Locator) => async (state: LoginSnapshot) => {
  if (state.status === 'done') return expectSignedIn(page);
  const submit = form.getByRole('button', { name: enUS.login.submit, exact: true });
  await (state.hasTag('busy') || state.hasTag('captchaLoading') ? expect(submit).toBeDisabled() : expect(submit).toBeEnabled());
  if (state.context.error) await expect(form.getByRole('alert').filter({ hasText: REFUSAL }).first()).toBeVisible();
  if (state.context.invalid) await expect(form.getByRole('alert').first()).toBeVisible();
};

const captcha = { img: 'R0lGODlhAQABAAAAACw=', uuid: 'picture-1', captchaEnabled: true };
const refusal = (code: number) => new ApiError('reply', REFUSAL, { reply: refused(REFUSAL, code) });
const loginPaths = getShortestPaths(loginMachine, {
  input: { captchaEnabled: true },
  // A state is where the form is and which fields hold something (each changes what SUBMIT does).
  serializeState: (s) => JSON.stringify([s.value, s.context.username !== '', s.context.password !== '', s.context.code !== '', s.context.uuid !== '', s.context.error !== null]),
  events: [
    ...(['username', 'password', 'code'] as const).map((field) => ({ type: 'CHANGE' as const, field, value: loginValues[field] })),
    { type: 'SUBMIT' }, { type: 'REFRESH_CAPTCHA' },
    { type: 'xstate.done.actor.loadCaptcha', output: { img: `data:image/gif;base64,${captcha.img}`, uuid: captcha.uuid } },
    { type: 'xstate.error.actor.loadCaptcha', error: new Error('no picture') },
    { type: 'xstate.done.actor.login', output: { token: 'token' } },
    { type: 'xstate.error.actor.login', error: refusal(500) },
  ] as never,
});

for (const path of coveringPaths(longest(loginPaths), loginView)) {
  test(`login (captcha on): ${nameOf(path)}`, async ({ page }, testInfo) => {
    skipOnDesktopUnlessHandOver(path, testInfo.project.name);
    await siteFlags(page, { gameAccountCaptchaEnabled: true });
    const calls = await holdCalls(page, {
      loadCaptcha: { path: '/captcha/captchaImage', done: () => ok(captcha), error: () => refused('no picture') },
      login: { path: '/login', done: () => ok(null, { token }), error: () => refused(REFUSAL) },
    });
    const form = await openLogin(page, testInfo.project.name);
    const gestures = loginGestures(form);
    await replay(loginModel, { captchaEnabled: true }, path, (event) => gestures[(event as LoginEvent).type](event as never), calls, loginShows(page, form));
  });
}
