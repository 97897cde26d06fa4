// Jacks or Better: deal five cards, tap the ones to keep, draw. The maker deals and draws (one
// committed hand per round); the page turns the cards and lights the paying row of the paytable.
import '../shared/shell.css';
import './jacks-or-better.css';
import { HAND_RANKS, HAND_SIZE, MAX_STAKE, MIN_STAKE, PAYTABLE, type HandRank } from '../../../../../src/domain/fair-games/jacks-or-better';
import { toMinorUnits } from '../../../../../src/domain/money';
import { coinShower } from '../shared/coins';
import { h, motionScale, wait } from '../shared/dom';
import type { Translate } from '../shared/i18n';
import { startGame, type GameContext } from '../shared/shell';
import { cardBack, cardFace, rankText, suitOf } from './cards';

const STAKES = [0.1, 0.2, 0.5, 1, 2, 5, 10, 25, 50, 100].filter((stake) => {
  const minor = Number(toMinorUnits(stake) ?? 0n);
  return minor >= MIN_STAKE && minor <= MAX_STAKE;
});
const SUIT_SIGNS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

type Phase = 'idle' | 'dealing' | 'dealt' | 'drawing';

let context: GameContext;
let phase: Phase = 'idle';
let stakeIndex = Math.max(0, STAKES.indexOf(1));
const cards: string[] = [];
let held = [false, false, false, false, false];
let cardButtons: HTMLButtonElement[] = [];
let payRows = new Map<HandRank, HTMLTableRowElement>();
let payAmounts = new Map<HandRank, HTMLTableCellElement>();
let mainButton: HTMLButtonElement;
let stakeValue: HTMLOutputElement;
let stakeDown: HTMLButtonElement;
let stakeUp: HTMLButtonElement;
let message: HTMLElement;
let handBanner: HTMLElement;

const stake = () => STAKES[stakeIndex] ?? 1;
const handName = (t: Translate, hand: HandRank) => t(`poker.hand.${hand}`);
const cardLabel = (card: string, isHeld: boolean, t: Translate) => `${rankText(card)}${SUIT_SIGNS[suitOf(card)] ?? ''}${isHeld ? ` · ${t('poker.held')}` : ''}`;

function readCards(value: unknown, key: 'dealt' | 'final'): string[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const list = record[key] ?? record.cards;
  return Array.isArray(list) && list.length === HAND_SIZE && list.every((card) => typeof card === 'string' && /^[2-9TJQKA][CDHS]$/.test(card)) ? (list as string[]) : null;
}

function paint(): void {
  const { t, money } = context;
  const busy = phase === 'dealing' || phase === 'drawing';
  mainButton.textContent = phase === 'dealt' || phase === 'drawing' ? t('poker.draw') : t('poker.deal');
  mainButton.disabled = busy;
  stakeValue.textContent = money(stake());
  stakeDown.disabled = phase !== 'idle' || stakeIndex === 0;
  stakeUp.disabled = phase !== 'idle' || stakeIndex === STAKES.length - 1;
  for (const hand of HAND_RANKS) {
    const cell = payAmounts.get(hand);
    if (cell) cell.textContent = money(Math.round(PAYTABLE[hand] * stake() * 100) / 100);
  }
  cardButtons.forEach((button, index) => {
    const card = cards[index];
    button.disabled = phase !== 'dealt' || !card;
    button.classList.toggle('held', held[index] === true);
    button.setAttribute('aria-pressed', String(held[index] === true));
    if (card) button.setAttribute('aria-label', cardLabel(card, held[index] === true, t));
  });
}

function showCard(index: number, card: string | null): void {
  const button = cardButtons[index];
  if (!button) return;
  const inner = button.querySelector('.card-inner');
  const front = button.querySelector('.card-front');
  if (!inner || !front) return;
  if (card) front.replaceChildren(cardFace(card));
  inner.classList.toggle('face-up', card !== null);
}

async function turnCards(next: string[], indices: number[]): Promise<void> {
  const scale = motionScale();
  for (const index of indices) showCard(index, null);
  await wait(220 * scale);
  for (const index of indices) {
    cards[index] = next[index] ?? '';
    showCard(index, next[index] ?? null);
    context.sound.card();
    await wait(130 * scale);
  }
  await wait(250 * scale);
}

function light(hand: HandRank | null): void {
  for (const [rank, row] of payRows) row.classList.toggle('lit', rank === hand);
}

function toggleHold(index: number): void {
  if (phase !== 'dealt' || !cards[index]) return;
  held[index] = !held[index];
  context.sound.click();
  paint();
}

async function deal(): Promise<void> {
  const { t } = context;
  phase = 'dealing';
  held = [false, false, false, false, false];
  light(null);
  handBanner.hidden = true;
  context.showWin(null);
  context.setBusy(true);
  paint();
  const staked = stake();
  context.showBalance(Math.round((context.balance() - staked) * 100) / 100);
  const reply = await context.round<unknown>({ action: 'deal', stake: staked });
  const dealt = reply ? readCards(reply.outcome, 'dealt') : null;
  if (!reply || !dealt) {
    phase = 'idle';
    context.setBusy(false);
    context.showBalance(context.balance());
    paint();
    return;
  }
  context.showBalance(reply.balance);
  await turnCards(dealt, [0, 1, 2, 3, 4]);
  phase = 'dealt';
  message.textContent = t('poker.hint');
  paint();
  cardButtons[0]?.focus({ preventScroll: true });
}

async function draw(): Promise<void> {
  const { t, money, sound } = context;
  phase = 'drawing';
  paint();
  const reply = await context.round<unknown>({ action: 'draw', hold: held });
  const final = reply ? readCards(reply.outcome, 'final') : null;
  if (!reply || !final) {
    phase = 'dealt';
    paint();
    return;
  }
  const replaced = [0, 1, 2, 3, 4].filter((index) => !held[index]);
  await turnCards(final, replaced);
  const hand = (reply.outcome as { hand?: HandRank | null }).hand ?? null;
  light(hand);
  context.record(reply);
  context.showWin(reply.win);
  if (hand && reply.win > 0) {
    handBanner.textContent = `${handName(t, hand)} · ${money(reply.win)}`;
    handBanner.hidden = false;
    message.textContent = t('youWin', { amount: money(reply.win) });
    sound.win(PAYTABLE[hand] >= 25 ? 3 : PAYTABLE[hand] >= 3 ? 2 : 1);
    if (PAYTABLE[hand] >= 9) coinShower(context.stage);
  } else {
    message.textContent = t('noWin');
    sound.lose();
  }
  context.settle(reply);
  phase = 'idle';
  held = [false, false, false, false, false];
  context.setBusy(false);
  paint();
  mainButton.focus({ preventScroll: true });
}

function primary(): void {
  if (context.disconnected()) return;
  if (phase === 'idle') void deal();
  else if (phase === 'dealt') void draw();
}

function changeStake(step: number): void {
  if (phase !== 'idle') return;
  stakeIndex = Math.max(0, Math.min(STAKES.length - 1, stakeIndex + step));
  context.sound.click();
  paint();
}

function paytable(t: Translate, withAmounts: boolean): HTMLTableElement {
  const body = h('tbody');
  for (const hand of HAND_RANKS) {
    const amount = h('td', { class: 'pay-amount' });
    const row = h('tr', {}, h('th', { scope: 'row' }, handName(t, hand)), h('td', { class: 'pay-multiple' }, `×${PAYTABLE[hand]}`), withAmounts ? amount : null);
    if (withAmounts) {
      payRows.set(hand, row);
      payAmounts.set(hand, amount);
    }
    body.append(row);
  }
  return h('table', { class: withAmounts ? 'poker-paytable' : 'paytable' }, h('caption', { class: 'visually-hidden' }, t('poker.paytable')), body);
}

void startGame({
  async mount(ctx) {
    context = ctx;
    const { t, stage, controls } = ctx;
    payRows = new Map();
    payAmounts = new Map();
    cardButtons = Array.from({ length: HAND_SIZE }, (_, index) => {
      const button = h(
        'button',
        { class: 'card', type: 'button', disabled: true, 'aria-label': t('poker.card', { n: index + 1 }), onclick: () => toggleHold(index) },
        h('span', { class: 'held-tag', 'aria-hidden': 'true' }, t('poker.held')),
        h('span', { class: 'card-inner' }, h('span', { class: 'card-back' }, cardBack()), h('span', { class: 'card-front' })),
      );
      return button;
    });
    message = h('p', { class: 'poker-message', 'aria-live': 'polite' }, t('poker.dealHint'));
    handBanner = h('p', { class: 'hand-banner', hidden: true, 'aria-hidden': 'true' });
    stage.append(h('div', { class: 'poker-layout' }, paytable(t, true), h('div', { class: 'hand-area' }, handBanner, h('div', { class: 'hand' }, ...cardButtons), message)));

    stakeDown = h('button', { class: 'step-button', type: 'button', 'aria-label': `${t('poker.stake')} −`, onclick: () => changeStake(-1) }, '−');
    stakeUp = h('button', { class: 'step-button', type: 'button', 'aria-label': `${t('poker.stake')} +`, onclick: () => changeStake(1) }, '+');
    stakeValue = h('output', { class: 'stake-value' });
    mainButton = h('button', { class: 'button primary poker-main', type: 'button', onclick: primary }, t('poker.deal'));
    controls.classList.add('poker-controls');
    controls.append(h('div', { class: 'stake-box' }, h('span', { class: 'control-label' }, t('poker.stake')), h('div', { class: 'stepper' }, stakeDown, stakeValue, stakeUp)), mainButton);
    paint();

    // A hand dealt before a reload (or a lost connection) is still open at the maker: finish it.
    const state = await ctx.state();
    const open = state?.open;
    const dealt = open ? readCards(open, 'dealt') : null;
    if (dealt) {
      const openStake = (open as { stake?: unknown }).stake;
      const found = STAKES.findIndex((value) => value === openStake);
      if (found >= 0) stakeIndex = found;
      ctx.setBusy(true);
      dealt.forEach((card, index) => {
        cards[index] = card;
        showCard(index, card);
      });
      phase = 'dealt';
      message.textContent = t('poker.resumed');
      paint();
    }
  },
  rules(ctx) {
    const { t } = ctx;
    return h('div', {}, h('p', {}, t('poker.rules1')), h('p', {}, t('poker.rules2')), h('h3', {}, t('poker.paytable')), paytable(t, false));
  },
  onKey(event) {
    if (event.key === ' ' || event.key === 'Enter') {
      if (!event.repeat) primary();
      return true;
    }
    const digit = Number(event.key);
    if (Number.isInteger(digit) && digit >= 1 && digit <= HAND_SIZE) return toggleHold(digit - 1), true;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if (phase !== 'dealt') return changeStake(event.key === 'ArrowLeft' ? -1 : 1), true;
      const current = cardButtons.findIndex((button) => button === document.activeElement);
      const next = current === -1 ? 0 : (current + (event.key === 'ArrowLeft' ? HAND_SIZE - 1 : 1)) % HAND_SIZE;
      cardButtons[next]?.focus();
      return true;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const current = cardButtons.findIndex((button) => button === document.activeElement);
      if (current >= 0) toggleHold(current);
      return true;
    }
    return false;
  },
  keys: (t) => t('poker.keys'),
});
