// Lucky Lanterns: a 5×3 video slot with 20 lines. The page spins the reels while the maker decides
// the round, lands them on the maker's grid, lights the winning lines and counts the win up.
import '../shared/shell.css';
import './lucky-lanterns.css';
import { coinShower } from '../shared/coins';
import { h, motionScale, svg, wait } from '../shared/dom';
import type { Translate } from '../shared/i18n';
import { startGame, type GameContext } from '../shared/shell';
import { LINE_PAYS, LINES, PAYLINES, REELS, ROWS, SCATTER, SCATTER_PAYS, STAKES, SYMBOLS, readOutcome, type LanternSymbol as SymbolId, type SlotRound } from './game-data';
import { ReelSet, lineColour } from './reels';
import { symbolImage } from './symbols';

const AUTOPLAY_SPINS = 25;
const START_GRID: SymbolId[][] = [
  ['K', 'LANTERN', 'A'],
  ['COIN', 'DRAGON', 'Q'],
  ['J', 'LANTERN', 'KOI'],
  ['FAN', 'DRAGON', 'FIREWORK'],
  ['A', 'LANTERN', 'K'],
];

let context: GameContext;
let reels: ReelSet;
let stakeIndex = Math.max(0, STAKES.indexOf(0.1));
let spinning = false;
let quickStop = false;
let autoLeft = 0;
let cycleTimer: number | undefined;
let stakeValue: HTMLOutputElement;
let totalValue: HTMLOutputElement;
let spinButton: HTMLButtonElement;
let autoButton: HTMLButtonElement;
let stakeDown: HTMLButtonElement;
let stakeUp: HTMLButtonElement;
let lineInfo: HTMLElement;
let winBanner: HTMLElement;

const stake = () => STAKES[stakeIndex] ?? 0.1;
/** The highest stake the session allows: under a promotion's max bet the stepper stops there (the maker refuses more anyway). */
function topStakeIndex(): number {
  const maxBet = context.session.maxBet;
  if (maxBet === null) return STAKES.length - 1;
  const allowed = STAKES.map((value, index) => (Math.round(value * LINES * 100) <= Math.round(maxBet * 100) ? index : -1)).filter((index) => index >= 0);
  return allowed.length > 0 ? Math.max(...allowed) : 0;
}
const symbolName = (t: Translate, symbol: SymbolId) => (symbol.length === 1 ? symbol : t(`slot.symbol.${symbol as 'KOI'}`));

function describeGrid(t: Translate, grid: SymbolId[][]): string {
  const rows = [0, 1, 2].map((row) => grid.map((column) => symbolName(t, column[row] ?? 'A')).join(', '));
  return rows.join(' / ');
}

function paintStake(): void {
  const { money } = context;
  stakeValue.textContent = money(stake());
  totalValue.textContent = money(Math.round(stake() * LINES * 100) / 100);
  stakeDown.disabled = spinning || stakeIndex === 0;
  stakeUp.disabled = spinning || stakeIndex >= topStakeIndex();
}

function changeStake(step: number): void {
  if (spinning) return;
  stakeIndex = Math.max(0, Math.min(topStakeIndex(), stakeIndex + step));
  context.sound.click();
  paintStake();
}

function paintAuto(): void {
  const { t } = context;
  autoButton.textContent = autoLeft > 0 ? t('slot.autoStop', { count: autoLeft }) : t('slot.auto');
  autoButton.setAttribute('aria-pressed', String(autoLeft > 0));
}

function toggleAuto(): void {
  autoLeft = autoLeft > 0 ? 0 : AUTOPLAY_SPINS;
  context.sound.click();
  paintAuto();
  if (autoLeft > 0 && !spinning) void spin();
}

/** Counts the win up in the banner over a time that grows with its size. */
async function countUp(win: number, totalBet: number): Promise<void> {
  const { money, showWin } = context;
  const big = win >= totalBet * 10;
  winBanner.classList.toggle('big', big);
  winBanner.hidden = false;
  const duration = Math.min(2600, 600 + (win / totalBet) * 120) * motionScale();
  const start = performance.now();
  const label = winBanner.querySelector('.win-amount');
  const title = winBanner.querySelector('.win-title');
  if (title) title.textContent = big ? context.t('slot.bigWin') : context.t('win');
  await new Promise<void>((resolve) => {
    const step = (time: number) => {
      const progress = Math.min(1, (time - start) / Math.max(1, duration));
      const shown = Math.round(win * (1 - (1 - progress) ** 2) * 100) / 100;
      if (label) label.textContent = money(shown);
      showWin(shown);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

function cycleLines(round: SlotRound): void {
  const { t, money } = context;
  window.clearInterval(cycleTimer);
  let index = -1;
  const show = () => {
    index = (index + 1) % round.wins.length;
    const win = round.wins[index];
    if (!win) return;
    reels.focus(index);
    if (win.line === null) {
      lineInfo.style.setProperty('--line-colour', '#d78cff');
      lineInfo.textContent = t('slot.scatterWin', { count: win.count, symbol: symbolName(t, win.symbol), amount: money(win.win) });
    } else {
      lineInfo.style.setProperty('--line-colour', lineColour(win.line));
      lineInfo.textContent = t('slot.lineWin', { line: win.line, count: win.count, symbol: symbolName(t, win.symbol), amount: money(win.win) });
    }
  };
  show();
  cycleTimer = window.setInterval(show, 1500);
}

async function spin(): Promise<void> {
  if (spinning || context.disconnected()) return;
  const { t, sound } = context;
  const totalBet = Math.round(stake() * LINES * 100) / 100;
  spinning = true;
  quickStop = false;
  window.clearInterval(cycleTimer);
  winBanner.hidden = true;
  lineInfo.textContent = t('slot.lines');
  lineInfo.style.removeProperty('--line-colour');
  reels.clearHighlight();
  context.setBusy(true);
  spinButton.classList.add('spinning');
  paintStake();
  context.showBalance(Math.round((context.balance() - totalBet) * 100) / 100);
  sound.spinStart();
  reels.spin();
  const staked = stake();
  const [reply] = await Promise.all([context.round<unknown>({ stake: staked }), wait(450 * motionScale())]);
  const outcome = reply ? readOutcome(reply.outcome, staked) : null;
  if (!reply || !outcome) {
    // Nothing was played: the reels settle back on a plain grid and the balance is as it was.
    await reels.stop(START_GRID, true);
    context.showBalance(context.balance());
    finish();
    autoLeft = 0;
    paintAuto();
    return;
  }
  await reels.stop(outcome.grid, quickStop);
  reels.describe(describeGrid(t, outcome.grid));
  context.record(reply);
  if (reply.win > 0) {
    reels.highlight(outcome.wins);
    sound.win(reply.win >= totalBet * 10 ? 3 : reply.win >= totalBet ? 2 : 1);
    if (reply.win >= totalBet * 10) coinShower(context.stage);
    if (outcome.wins.length > 0) cycleLines(outcome);
    await countUp(reply.win, totalBet);
    window.setTimeout(() => (winBanner.hidden = true), 1400);
  } else {
    context.showWin(0);
    lineInfo.textContent = t('noWin');
  }
  context.settle(reply);
  finish();
  if (autoLeft > 0) {
    autoLeft -= 1;
    paintAuto();
    if (autoLeft > 0) {
      await wait((reply.win > 0 ? 1600 : 500) * motionScale());
      if (autoLeft > 0) void spin();
    }
  }
}

/** Space or the button while the reels turn: they stop as soon as the maker's result is in. */
function hurry(): void {
  quickStop = true;
  reels.hurry();
}

function finish(): void {
  spinning = false;
  context.setBusy(false);
  spinButton.classList.remove('spinning');
  paintStake();
}

function rules(ctx: GameContext): Node {
  const { t } = ctx;
  const table = h('table', { class: 'paytable' }, h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ''), h('th', { scope: 'col' }, '×3'), h('th', { scope: 'col' }, '×4'), h('th', { scope: 'col' }, '×5'))));
  const body = h('tbody');
  for (const symbol of SYMBOLS) {
    const image = symbolImage(symbol, 96, 96);
    const cell = h('th', { scope: 'row', class: 'pay-symbol' }, h('img', { src: image.toDataURL(), width: 40, height: 40, alt: '' }), symbolName(t, symbol));
    const pays = symbol === SCATTER ? SCATTER_PAYS.map((pay) => `${pay * LINES}`) : LINE_PAYS[symbol].map((pay) => `${pay}`);
    body.append(h('tr', {}, cell, ...pays.map((pay) => h('td', {}, pay))));
  }
  table.append(body);
  const lines = h('div', { class: 'payline-grid' });
  PAYLINES.forEach((rows, index) => {
    const colour = lineColour(index + 1);
    const picture = svg('svg', { viewBox: `0 0 ${REELS * 10} ${ROWS * 10}`, width: 70, height: 42, 'aria-hidden': 'true' });
    for (let reel = 0; reel < REELS; reel += 1)
      for (let row = 0; row < ROWS; row += 1)
        picture.append(svg('rect', { x: reel * 10 + 1, y: row * 10 + 1, width: 8, height: 8, rx: 1.5, fill: rows[reel] === row ? colour : 'rgba(255,255,255,0.14)' }));
    lines.append(h('figure', {}, picture, h('figcaption', {}, String(index + 1))));
  });
  return h('div', {}, h('p', {}, t('slot.rules1')), h('p', {}, t('slot.rules2')), h('p', {}, t('slot.wild')), h('p', {}, t('slot.scatter')), h('h3', {}, t('slot.paytable')), table, h('h3', {}, t('slot.paylines')), lines);
}

void startGame({
  mount(ctx) {
    context = ctx;
    const { t, stage, controls } = ctx;
    reels = new ReelSet(START_GRID);
    reels.describe(describeGrid(t, START_GRID));
    reels.onReelStop = (index) => ctx.sound.reelStop(index);
    lineInfo = h('p', { class: 'line-info', 'aria-live': 'polite' }, t('slot.lines'));
    winBanner = h('div', { class: 'win-banner', hidden: true, 'aria-hidden': 'true' }, h('span', { class: 'win-title' }, t('win')), h('span', { class: 'win-amount' }, ''));
    const cabinet = h('div', { class: 'cabinet' }, h('div', { class: 'reel-frame' }, reels.canvas, winBanner));
    const logo = h('div', { class: 'logo', 'aria-hidden': 'true' }, h('span', { class: 'logo-lucky' }, 'Lucky'), h('span', { class: 'logo-lanterns' }, 'Lanterns'));
    const sky = h('div', { class: 'sky', 'aria-hidden': 'true' }, ...Array.from({ length: 7 }, (_, index) => h('span', { class: `sky-lantern l${index}` })));
    stage.append(sky, h('div', { class: 'slot-layout' }, logo, cabinet, lineInfo));

    stakeDown = h('button', { class: 'step-button', type: 'button', 'aria-label': `${t('slot.stake')} −`, onclick: () => changeStake(-1) }, '−');
    stakeUp = h('button', { class: 'step-button', type: 'button', 'aria-label': `${t('slot.stake')} +`, onclick: () => changeStake(1) }, '+');
    stakeValue = h('output', { class: 'stake-value', 'aria-live': 'polite' });
    totalValue = h('output', { class: 'total-value' });
    spinButton = h('button', { class: 'spin-button', type: 'button', 'aria-label': t('slot.spin'), onclick: () => (spinning ? hurry() : void spin()) }, h('span', { class: 'spin-icon', 'aria-hidden': 'true' }, '⟳'), h('span', { class: 'spin-text' }, t('slot.spin')));
    autoButton = h('button', { class: 'button auto-button', type: 'button', 'aria-pressed': 'false', onclick: toggleAuto }, t('slot.auto'));
    controls.classList.add('slot-controls');
    controls.append(
      h('div', { class: 'stake-box' }, h('span', { class: 'control-label' }, t('slot.stake')), h('div', { class: 'stepper' }, stakeDown, stakeValue, stakeUp)),
      h('div', { class: 'total-box' }, h('span', { class: 'control-label' }, t('totalBet')), totalValue, h('span', { class: 'lines-note' }, t('slot.lines'))),
      autoButton,
      spinButton,
    );
    stakeIndex = Math.min(stakeIndex, topStakeIndex());
    paintStake();
    paintAuto();

    const fit = () => {
      const box = cabinet.getBoundingClientRect();
      reels.resize(box.width, box.height);
    };
    new ResizeObserver(fit).observe(cabinet);
    fit();
  },
  rules,
  onKey(event) {
    if (event.key === ' ' || event.key === 'Enter') {
      if (event.repeat) return true;
      if (spinning) hurry();
      else void spin();
      return true;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') return changeStake(-1), true;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') return changeStake(1), true;
    if (event.key === 'a' || event.key === 'A') return toggleAuto(), true;
    return false;
  },
  keys: (t) => t('slot.keys'),
});
