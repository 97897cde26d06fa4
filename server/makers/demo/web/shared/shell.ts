// What every game page shares around its table: the session (launch token traded for a key), the
// header with balance, sound, rules, fairness, Exit and Recharge, the messages to the platform,
// the error and disconnection notices, and the keyboard. A game gets a GameContext and draws
// itself into `stage` and `controls`.
import { formatMoney } from '../../../../../src/domain/money-format';
import type { LocaleCode } from '../../../../../src/domain/locales';
import { Disconnected, FrameApi, MakerError, type RoundReply, type SessionReply, type StateReply } from './api';
import { createBridge } from './bridge';
import { h } from './dom';
import { createFairness, type Fairness } from './fairness';
import { loadTexts, type Translate } from './i18n';
import { icon } from './icons';
import { readLaunch } from './launch';
import { Sound } from './sound';

export interface GameContext {
  t: Translate;
  locale: LocaleCode;
  session: SessionReply;
  sound: Sound;
  stage: HTMLElement;
  controls: HTMLElement;
  money(amount: number): string;
  balance(): number;
  /** Shows a balance (e.g. the bet taken while reels still spin) without telling the platform. */
  showBalance(amount: number): void;
  /** Shows the win of the round so far in the header. */
  showWin(amount: number | null): void;
  /** Plays one round; null when it failed (the notice is already shown). */
  round<Outcome>(wager: unknown): Promise<RoundReply<Outcome> | null>;
  /** The round has been shown: the balance is final, the platform hears of it. */
  settle(reply: RoundReply<unknown>): void;
  /** A finished round's proof joins the fairness history (the draw of a poker hand, every spin). */
  record(reply: RoundReply<unknown>): void;
  state(): Promise<StateReply | null>;
  notify(text: string, tone?: 'info' | 'win'): void;
  /** True while a round is under way: seeds may not change. */
  setBusy(busy: boolean): void;
  disconnected(): boolean;
}

export interface GameDefinition {
  /** Builds the game; resolves when it is drawn and ready to play. */
  mount(context: GameContext): Promise<void> | void;
  /** The rules panel's own part (paytable, lines, odds). */
  rules(context: GameContext): Node;
  /** Space / Enter / arrows etc.; true when the key was used. */
  onKey(event: KeyboardEvent): boolean;
  /** The keys as a line of text for the rules panel. */
  keys(t: Translate): string;
}

export async function startGame(game: GameDefinition): Promise<void> {
  const launch = readLaunch(location.search);
  const bridge = createBridge(launch.parentOrigin);
  const api = new FrameApi();
  const sound = new Sound();
  const root = document.getElementById('app') ?? document.body;
  const t = await loadTexts(launch.locale);
  root.replaceChildren(h('div', { class: 'loading', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), t('loading')));

  let lost = false;
  const showDisconnected = () => {
    if (lost) return;
    lost = true;
    bridge.post({ type: 'disconnected' });
    const exit = h('button', { class: 'button primary', type: 'button', onclick: () => bridge.post({ type: 'exit' }) }, t('exit'));
    document.body.append(h('div', { class: 'cover', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'lost-text' }, h('div', { class: 'cover-card' }, h('p', { id: 'lost-text' }, t('disconnected')), exit)));
    exit.focus();
  };

  let session: SessionReply;
  try {
    if (!launch.token) throw new MakerError(t('badLink'), 400);
    session = await api.session(launch.token);
  } catch (error) {
    if (error instanceof Disconnected) return showDisconnected();
    const exit = h('button', { class: 'button primary', type: 'button', onclick: () => bridge.post({ type: 'exit' }) }, t('exit'));
    root.replaceChildren(h('div', { class: 'loading', role: 'alert' }, h('p', {}, error instanceof MakerError ? error.message : t('badLink')), exit));
    return;
  }
  // The maker's own page title, in the player's language where the maker has one.
  document.title = session.game.name;
  const money = (amount: number) => formatMoney(amount, session.player.currencySymbol);
  let balance = session.balance;
  let busy = false;

  const balanceValue = h('output', { class: 'meter-value', 'aria-live': 'polite' }, money(balance));
  const winValue = h('output', { class: 'meter-value win-value' }, '—');
  const toast = h('div', { class: 'toast', role: 'status', 'aria-live': 'polite' });
  const errorBox = h('div', { class: 'error-box', role: 'alert', hidden: true });
  const stage = h('main', { class: 'stage', 'aria-label': session.game.name });
  const controls = h('section', { class: 'controls' });

  const soundButton = h('button', { class: 'icon-button', type: 'button' });
  const paintSound = () => {
    const label = sound.enabled ? t('soundOn') : t('soundOff');
    soundButton.replaceChildren(icon(sound.enabled ? 'soundOn' : 'soundOff'));
    soundButton.setAttribute('aria-label', label);
    soundButton.setAttribute('aria-pressed', String(sound.enabled));
    soundButton.title = label;
  };
  soundButton.addEventListener('click', () => {
    sound.toggle();
    paintSound();
    sound.click();
  });
  paintSound();

  const rulesDialog = h('dialog', { class: 'panel', 'aria-labelledby': 'rules-title' });
  const fairDialog = h('dialog', { class: 'panel', 'aria-labelledby': 'fair-title' });
  const openDialog = (dialog: HTMLDialogElement) => {
    sound.click();
    dialog.showModal();
  };
  const closeButton = (dialog: HTMLDialogElement) => h('button', { class: 'icon-button panel-close', type: 'button', 'aria-label': t('close'), title: t('close'), onclick: () => dialog.close() }, icon('close'));
  // A tap on the dimmed backdrop (the dialog element itself, outside its content) closes it.
  for (const dialog of [rulesDialog, fairDialog]) dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());

  const headerButton = (name: 'rules' | 'fairness', label: string, onclick: () => void) =>
    h('button', { class: 'icon-button', type: 'button', 'aria-label': label, title: label, onclick }, icon(name));

  // Recharge asks the platform to bring wallet money into a transfer session (SPEC's makers).
  const canRecharge = session.maxBet === null && session.wallet === 'transfer';
  let pollTimer: number | undefined;
  const recharge = () => {
    sound.click();
    bridge.post({ type: 'recharge' });
    // The platform moves money in on its side; the maker's balance is read until it changes.
    const before = balance;
    let tries = 0;
    window.clearInterval(pollTimer);
    pollTimer = window.setInterval(async () => {
      tries += 1;
      const state = await context.state();
      if (!state || tries > 40) window.clearInterval(pollTimer);
      if (state && state.balance !== before && !busy) {
        window.clearInterval(pollTimer);
        setBalance(state.balance);
        bridge.post({ type: 'balance', balance: state.balance });
        notify(t('balanceUpdated'));
      }
    }, 1500);
  };

  const header = h(
    'header',
    { class: 'topbar' },
    h('button', { class: 'exit-button', type: 'button', onclick: () => (sound.click(), bridge.post({ type: 'exit' })) }, icon('exit'), h('span', {}, t('exit'))),
    h('h1', { class: 'game-title' }, session.game.name),
    h('div', { class: 'topbar-tools' }, soundButton, headerButton('rules', t('rules'), () => openDialog(rulesDialog)), headerButton('fairness', t('fairness'), () => {
      void fairness.refresh();
      openDialog(fairDialog);
    })),
  );
  const meters = h(
    'div',
    { class: 'meters' },
    h('div', { class: 'meter' }, h('span', { class: 'meter-label' }, t('balance')), balanceValue),
    // Promotion money plays alone at its own limit: the platform adds no wallet money to it. A
    // seamless session plays from the wallet itself: there is nothing to bring in.
    session.maxBet !== null
      ? h('div', { class: 'meter max-bet' }, h('span', { class: 'meter-label' }, t('maxBet')), h('output', { class: 'meter-value' }, money(session.maxBet)))
      : canRecharge
        ? h('button', { class: 'recharge-button', type: 'button', onclick: recharge }, icon('plus'), h('span', {}, t('recharge')))
        : null,
    h('div', { class: 'meter meter-end' }, h('span', { class: 'meter-label' }, t('lastWin')), winValue),
  );

  const setBalance = (amount: number) => {
    balance = amount;
    balanceValue.value = money(amount);
    balanceValue.textContent = money(amount);
  };
  let toastTimer: number | undefined;
  const notify = (text: string, tone: 'info' | 'win' = 'info') => {
    toast.textContent = text;
    toast.dataset.tone = tone;
    toast.classList.add('shown');
    window.clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => toast.classList.remove('shown'), 2600);
  };
  const showError = (text: string, offerRecharge: boolean) => {
    errorBox.replaceChildren(h('span', {}, text));
    if (offerRecharge) errorBox.append(h('button', { class: 'button small', type: 'button', onclick: recharge }, t('recharge')));
    errorBox.hidden = false;
  };

  const fairness: Fairness = createFairness({ api, t, gameCode: session.game.code, locale: launch.locale, initial: session.fair, money, onLost: showDisconnected });
  const context: GameContext = {
    t,
    locale: launch.locale,
    session,
    sound,
    stage,
    controls,
    money,
    balance: () => balance,
    showBalance: (amount) => {
      balanceValue.textContent = money(amount);
    },
    showWin: (amount) => {
      winValue.textContent = amount === null ? '—' : money(amount);
    },
    async round<Outcome>(wager: unknown) {
      if (lost) return null;
      errorBox.hidden = true;
      try {
        return await api.round<Outcome>(wager);
      } catch (error) {
        if (error instanceof Disconnected) showDisconnected();
        else if (error instanceof MakerError) showError(error.message, error.status === 402 && canRecharge);
        return null;
      }
    },
    settle(reply) {
      setBalance(reply.balance);
      bridge.post({ type: 'balance', balance: reply.balance });
    },
    record(reply) {
      fairness.record(reply);
    },
    async state() {
      try {
        return await api.state();
      } catch (error) {
        if (error instanceof Disconnected) showDisconnected();
        return null;
      }
    },
    notify,
    setBusy(value) {
      busy = value;
      fairness.setBusy(value);
    },
    disconnected: () => lost,
  };

  rulesDialog.append(
    h('div', { class: 'panel-head' }, h('h2', { id: 'rules-title' }, t('rules')), closeButton(rulesDialog)),
    h('div', { class: 'panel-body' }, h('p', { class: 'rtp' }, t('rtp', { rtp: formatRtp(session.game.rtp) })), game.rules(context), h('p', { class: 'keys' }, t('keys', { keys: game.keys(t) }))),
  );
  fairDialog.append(h('div', { class: 'panel-head' }, h('h2', { id: 'fair-title' }, t('fair.title')), closeButton(fairDialog)), fairness.element);

  // The header and the meters are one box, which a phone-sized frame lays out as one row (shell.css).
  root.replaceChildren(h('div', { class: 'frame' }, h('div', { class: 'chrome' }, header, meters), stage, errorBox, controls, toast), rulesDialog, fairDialog);
  await game.mount(context);

  document.addEventListener('keydown', (event) => {
    if (lost || rulesDialog.open || fairDialog.open || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
    // Enter on a focused button is that button's; Space is always the game's main action.
    if (event.key === 'Enter' && (target?.tagName === 'BUTTON' || target?.getAttribute('role') === 'button')) return;
    if (game.onKey(event)) event.preventDefault();
  });
  // A button activates on Space's keyup: cancelled, so Space never clicks the focused button too.
  document.addEventListener('keyup', (event) => {
    const target = event.target as HTMLElement | null;
    if (event.key === ' ' && target?.tagName === 'BUTTON' && !rulesDialog.open && !fairDialog.open) event.preventDefault();
  });
  bridge.post({ type: 'ready' });
}

/** 0.9615 or 96.15 both read as 96.15 %. */
function formatRtp(rtp: number): string {
  const percent = rtp <= 1 ? rtp * 100 : rtp;
  return `${percent.toFixed(2)}%`;
}
