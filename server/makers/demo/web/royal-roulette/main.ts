// Royal Roulette: chips on a European table, the wheel spins and the ball lands in the maker's pocket.
import '../shared/shell.css';
import './royal-roulette.css';
import { coinShower } from '../shared/coins';
import { h, svg, wait } from '../shared/dom';
import { icon } from '../shared/icons';
import { startGame, type GameContext } from '../shared/shell';
import { CHIPS, PAYOUTS, colourOf, covers, readPocket, type Bet, type BetKind } from './game-data';
import { drawTable, type Orientation, type Spot, type TableView } from './table';
import { Wheel } from './wheel';

const LAST_NUMBERS = 12;
const WIDE_FROM = 760;

let context: GameContext;
let wheel: Wheel;
let table: TableView;
let orientation: Orientation;
let tableHolder: HTMLElement;
let wheelHolder: HTMLElement;
let chipIndex = 2;
let spinning = false;
let spins = 0;
const bets = new Map<string, Bet & { spot: Spot }>();
const placed: { key: string; amount: number }[] = [];
let lastBets: (Bet & { spot: Spot })[] = [];
const lastNumbers: number[] = [];
let lastPocket: number | null = null;
let chipButtons: HTMLButtonElement[] = [];
let totalValue: HTMLOutputElement;
let spinButton: HTMLButtonElement;
let undoButton: HTMLButtonElement;
let clearButton: HTMLButtonElement;
let rebetButton: HTMLButtonElement;
let statusLine: HTMLElement;
let historyStrip: HTMLElement;
let resultBadge: HTMLElement;

const round2 = (value: number) => Math.round(value * 100) / 100;
const chip = () => CHIPS[chipIndex] ?? 1;
const total = () => round2([...bets.values()].reduce((sum, bet) => sum + bet.amount, 0));
const chipText = (amount: number) => (amount >= 1000 ? `${round2(amount / 1000)}k` : String(round2(amount)));
const chipColour = (amount: number) => {
  const index = [...CHIPS].reverse().findIndex((value) => amount >= value);
  return `chip-${index === -1 ? 0 : CHIPS.length - 1 - index}`;
};

function paintChips(): void {
  const layer = table.element.querySelector('.chips');
  if (!layer) return;
  layer.replaceChildren();
  for (const bet of bets.values()) {
    const [x, y] = table.at(bet.spot);
    const won = lastPocket !== null && covers(bet.kind, bet.numbers, lastPocket);
    const settled = lastPocket === null ? '' : won ? ' won' : ' lost';
    const group = svg('g', { class: `table-chip ${chipColour(bet.amount)}${settled}`, transform: `translate(${x} ${y})` });
    group.append(svg('circle', { r: 13, class: 'chip-face' }), svg('circle', { r: 9.5, class: 'chip-ring' }), svg('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'chip-text' }, chipText(bet.amount)));
    layer.append(group);
  }
  for (const cell of table.element.querySelectorAll<SVGGElement>('.cell')) {
    const key = cell.dataset.key ?? '';
    cell.classList.toggle('hit-number', lastPocket !== null && key === `straight:${lastPocket}`);
  }
}

function paintControls(): void {
  const { money, t } = context;
  totalValue.textContent = money(total());
  spinButton.disabled = spinning || bets.size === 0;
  undoButton.disabled = spinning || placed.length === 0;
  clearButton.disabled = spinning || bets.size === 0;
  rebetButton.disabled = spinning || lastBets.length === 0;
  chipButtons.forEach((button, index) => {
    button.setAttribute('aria-pressed', String(index === chipIndex));
    button.disabled = spinning;
  });
  if (!spinning && lastPocket === null) statusLine.textContent = t('roulette.placeBets');
}

function place(spot: Spot, amount = chip()): void {
  if (spinning) return;
  if (lastPocket !== null) {
    lastPocket = null;
    bets.clear();
    placed.length = 0;
  }
  const bet = bets.get(spot.key) ?? { kind: spot.kind, numbers: spot.numbers, amount: 0, spot };
  bet.amount = round2(bet.amount + amount);
  bets.set(spot.key, bet);
  placed.push({ key: spot.key, amount });
  context.sound.chip();
  statusLine.textContent = context.t('roulette.betOn', { bet: spot.label, amount: context.money(bet.amount) });
  paintChips();
  paintControls();
}

function undo(): void {
  const last = placed.pop();
  if (!last || spinning) return;
  const bet = bets.get(last.key);
  if (bet) {
    bet.amount = round2(bet.amount - last.amount);
    if (bet.amount <= 0) bets.delete(last.key);
  }
  context.sound.click();
  paintChips();
  paintControls();
}

function clear(): void {
  if (spinning) return;
  bets.clear();
  placed.length = 0;
  lastPocket = null;
  context.sound.click();
  paintChips();
  paintControls();
}

function rebet(): void {
  if (spinning || lastBets.length === 0) return;
  bets.clear();
  placed.length = 0;
  lastPocket = null;
  for (const bet of lastBets) {
    bets.set(bet.spot.key, { ...bet });
    placed.push({ key: bet.spot.key, amount: bet.amount });
  }
  context.sound.chip();
  paintChips();
  paintControls();
}

function paintHistory(): void {
  historyStrip.replaceChildren(...lastNumbers.map((pocket) => h('li', { class: `last last-${colourOf(pocket)}` }, String(pocket))));
}

function colourName(pocket: number): string {
  return context.t(`roulette.${colourOf(pocket)}`);
}

async function spin(): Promise<void> {
  if (spinning || context.disconnected()) return;
  const { t, money, sound } = context;
  if (bets.size === 0) {
    // Space with an empty table plays the last round's bets again, as a dealer would ask.
    if (lastBets.length > 0 && lastPocket !== null) rebet();
    if (bets.size === 0) return void context.notify(t('roulette.noBets'));
  }
  const wager = [...bets.values()].map(({ kind, numbers, amount }) => ({ kind, numbers, amount }));
  const placedBets = [...bets.values()].map((bet) => ({ ...bet }));
  spinning = true;
  lastPocket = null;
  resultBadge.hidden = true;
  statusLine.textContent = t('roulette.noMoreBets');
  context.setBusy(true);
  paintControls();
  paintChips();
  context.showBalance(round2(context.balance() - total()));
  const reply = await context.round<unknown>({ bets: wager });
  const pocket = reply ? readPocket(reply.outcome) : null;
  if (!reply || pocket === null) {
    spinning = false;
    context.setBusy(false);
    context.showBalance(context.balance());
    paintControls();
    return;
  }
  sound.spinStart();
  spotlight(true);
  await wheel.spin(pocket, sound);
  lastPocket = pocket;
  lastBets = placedBets;
  lastNumbers.unshift(pocket);
  lastNumbers.length = Math.min(lastNumbers.length, LAST_NUMBERS);
  paintHistory();
  const result = t('roulette.result', { number: pocket, colour: colourName(pocket) });
  resultBadge.textContent = String(pocket);
  resultBadge.className = `result-badge result-${colourOf(pocket)}`;
  resultBadge.hidden = false;
  wheel.describe(result);
  context.record(reply);
  context.showWin(reply.win);
  if (reply.win > 0) {
    sound.win(reply.win >= reply.bet * 5 ? 3 : reply.win > reply.bet ? 2 : 1);
    if (reply.win >= reply.bet * 10) coinShower(context.stage);
    statusLine.textContent = `${result} · ${t('youWin', { amount: money(reply.win) })}`;
    context.notify(t('youWin', { amount: money(reply.win) }), 'win');
  } else {
    sound.lose();
    statusLine.textContent = `${result} · ${t('noWin')}`;
  }
  paintChips();
  context.settle(reply);
  spinning = false;
  context.setBusy(false);
  paintControls();
  // The wheel stays large a moment for the result to be read, unless the next spin has begun.
  const spin = ++spins;
  await wait(1400);
  if (spin === spins && !spinning) spotlight(false);
}

/** On a phone the small wheel comes to the middle of the table, large, while it spins. */
function spotlight(on: boolean): void {
  if (!on || orientation === 'wide') {
    wheelHolder.classList.remove('spotlight');
    return;
  }
  // Already large (the last spin's wheel has not shrunk back yet): its box is the enlarged one.
  if (wheelHolder.classList.contains('spotlight')) return;
  const wheelBox = wheelHolder.getBoundingClientRect();
  const stageBox = context.stage.getBoundingClientRect();
  const scale = Math.min((stageBox.width * 0.9) / wheelBox.width, (stageBox.height * 0.7) / wheelBox.height);
  const x = stageBox.left + stageBox.width / 2 - (wheelBox.left + wheelBox.width / 2);
  const y = stageBox.top + stageBox.height / 2 - (wheelBox.top + wheelBox.height / 2);
  wheelHolder.style.setProperty('--spot-x', `${x}px`);
  wheelHolder.style.setProperty('--spot-y', `${y}px`);
  wheelHolder.style.setProperty('--spot-scale', String(scale));
  wheelHolder.classList.add('spotlight');
}

function layout(): void {
  const wanted: Orientation = window.innerWidth >= WIDE_FROM ? 'wide' : 'tall';
  if (table && wanted === orientation) return;
  orientation = wanted;
  table = drawTable(context.t, orientation, (spot) => place(spot));
  tableHolder.replaceChildren(table.element);
  paintChips();
}

/** Arrow keys walk the table's cells (numbers and outside boxes) in the direction pressed. */
function moveFocus(key: string): boolean {
  const cells = [...table.element.querySelectorAll<SVGGElement>('.cell')];
  const current = document.activeElement instanceof SVGGElement && cells.includes(document.activeElement) ? document.activeElement : null;
  if (!current) {
    cells[1]?.focus();
    return true;
  }
  const box = current.getBoundingClientRect();
  const [dx, dy] = key === 'ArrowLeft' ? [-1, 0] : key === 'ArrowRight' ? [1, 0] : key === 'ArrowUp' ? [0, -1] : [0, 1];
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  let best: SVGGElement | null = null;
  let bestScore = Infinity;
  for (const cell of cells) {
    if (cell === current) continue;
    const other = cell.getBoundingClientRect();
    const ox = other.left + other.width / 2 - cx;
    const oy = other.top + other.height / 2 - cy;
    const along = ox * dx + oy * dy;
    if (along <= 1) continue;
    const score = along + Math.abs(ox * dy + oy * dx) * 3;
    if (score < bestScore) [best, bestScore] = [cell, score];
  }
  (best as SVGGElement | null)?.focus();
  return true;
}

function rules(ctx: GameContext): Node {
  const { t } = ctx;
  const rows: [string, BetKind][] = [
    [t('roulette.betStraight'), 'straight'],
    [t('roulette.betSplit'), 'split'],
    [t('roulette.betStreet'), 'street'],
    [t('roulette.betCorner'), 'corner'],
    [t('roulette.betLine'), 'line'],
    [t('roulette.betDozen'), 'dozen'],
    [t('roulette.betColumn'), 'column'],
    [t('roulette.betEvenMoney'), 'red'],
  ];
  return h(
    'div',
    {},
    h('p', {}, t('roulette.rules1')),
    h('p', {}, t('roulette.rules2')),
    h('table', { class: 'paytable' }, h('tbody', {}, ...rows.map(([name, kind]) => h('tr', {}, h('th', { scope: 'row' }, name), h('td', {}, t('roulette.pays', { n: PAYOUTS[kind] })))))),
  );
}

void startGame({
  mount(ctx) {
    context = ctx;
    const { t, stage, controls, money } = ctx;
    wheel = new Wheel();
    wheel.describe(t('roulette.placeBets'));
    resultBadge = h('div', { class: 'result-badge', hidden: true, 'aria-hidden': 'true' });
    wheelHolder = h('div', { class: 'wheel-holder' }, wheel.element, resultBadge);
    historyStrip = h('ol', { class: 'last-numbers', 'aria-label': t('roulette.last') });
    statusLine = h('p', { class: 'status-line', 'aria-live': 'polite' }, t('roulette.placeBets'));
    tableHolder = h('div', { class: 'table-holder' });
    const side = h('div', { class: 'wheel-side' }, h('p', { class: 'side-label' }, t('roulette.last')), historyStrip);
    stage.append(h('div', { class: 'roulette-layout' }, h('div', { class: 'wheel-area' }, wheelHolder, side), h('div', { class: 'table-area' }, statusLine, tableHolder)));
    layout();
    window.addEventListener('resize', layout);

    chipButtons = CHIPS.map((value, index) =>
      h('button', { class: `chip-button ${chipColour(value)}`, type: 'button', 'aria-label': `${t('roulette.chip')} ${money(value)}`, 'aria-pressed': 'false', onclick: () => ((chipIndex = index), ctx.sound.click(), paintControls()) }, h('span', {}, chipText(value))),
    );
    totalValue = h('output', { class: 'total-value' });
    // Icon and word on a wide screen; on a phone the icon only (the word stays its name and tooltip).
    const tool = (name: 'undo' | 'clear' | 'rebet', label: string, onclick: () => void) =>
      h('button', { class: 'button small tool-button', type: 'button', 'aria-label': label, title: label, onclick }, icon(name), h('span', { class: 'tool-label', 'aria-hidden': 'true' }, label));
    undoButton = tool('undo', t('roulette.undo'), undo);
    clearButton = tool('clear', t('roulette.clear'), clear);
    rebetButton = tool('rebet', t('roulette.rebet'), rebet);
    spinButton = h('button', { class: 'button primary roulette-spin', type: 'button', onclick: () => void spin() }, t('roulette.spin'));
    controls.classList.add('roulette-controls');
    controls.append(
      h('div', { class: 'chip-row', role: 'group', 'aria-label': t('roulette.chip') }, ...chipButtons),
      h('div', { class: 'action-row' }, h('div', { class: 'total-box' }, h('span', { class: 'control-label' }, t('totalBet')), totalValue), undoButton, clearButton, rebetButton, spinButton),
    );
    paintControls();
    paintHistory();
  },
  rules,
  onKey(event) {
    if (event.key === ' ') {
      if (!event.repeat) void spin();
      return true;
    }
    if (event.key === 'Enter') {
      if (!event.repeat) void spin();
      return true;
    }
    const onTable = document.activeElement instanceof SVGGElement;
    if (event.key.startsWith('Arrow') && onTable) return moveFocus(event.key);
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if (spinning) return true;
      chipIndex = Math.max(0, Math.min(CHIPS.length - 1, chipIndex + (event.key === 'ArrowLeft' ? -1 : 1)));
      context.sound.click();
      paintControls();
      return true;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return moveFocus(event.key);
    if (event.key === 'Backspace' || (event.key === 'z' && !event.shiftKey)) return undo(), true;
    if (event.key === 'r' || event.key === 'R') return rebet(), true;
    if (event.key === 'Escape' || event.key === 'Delete') return clear(), true;
    return false;
  },
  keys: (t) => t('roulette.keys'),
});

