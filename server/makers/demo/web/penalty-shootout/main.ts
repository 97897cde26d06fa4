// Penalty Shootout: tap posted odds to build a bet slip (winner, sudden death, the score after five
// each, single kicks), kick off, watch the kicks the maker's floats decided, and the slip settles.
// With reduced motion asked for, the kicks are not animated: the result shows at once.
import '../shared/shell.css';
import './penalty-shootout.css';
import * as game from '../../../../../src/domain/fair-games/penalty-shootout';
import { MARKET_RTP, PRICES, exactPercent } from '../../../../../src/domain/fair-games/penalty-shootout-chances';
import { coinShower } from '../shared/coins';
import { h } from '../shared/dom';
import { startGame, type GameContext } from '../shared/shell';
import type { Translate } from '../shared/i18n';
import { Pitch } from './pitch';

/** Stakes in whole major units, as the maker accepts them. */
const CHIPS = [1, 5, 10, 50, 100] as const;
const KICK_MS = 900;
const BETWEEN_MS = 350;
type Tab = 'winner' | 'score' | 'kick';

let context: GameContext;
let pitch: Pitch;
let chipIndex = 1;
let tab: Tab = 'winner';
let kickShown = 1;
let playing = false;
let skipping = false;
/** The slip: by "market pick", in the order placed. */
const slip = new Map<string, game.ShootoutBet>();
let settled: ReadonlyMap<string, number> | null = null;
let board: HTMLElement;
let slipList: HTMLElement;
let totalValue: HTMLOutputElement;
let kickOffButton: HTMLButtonElement;
let clearButton: HTMLButtonElement;
let statusLine: HTMLElement;
let chipButtons: HTMLButtonElement[] = [];
let tabButtons: HTMLButtonElement[] = [];
let scoreRows: Record<game.Team, HTMLElement>;

const keyOf = (market: string, pick: string) => `${market} ${pick}`;
const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);
/** Long odds fit a small button: 66922.20 as 66.9k, 1003833.00 as 1.0M (the full figure is the button's name). */
const shortOdds = (hundredths: number) => {
  const odds = hundredths / 100;
  if (odds >= 1_000_000) return `${(odds / 1_000_000).toFixed(1)}M`;
  if (odds >= 10_000) return `${(odds / 1000).toFixed(1)}k`;
  return odds >= 1000 ? odds.toFixed(0) : odds.toFixed(2);
};
const teamName = (t: Translate, team: game.Team) => t(team === 'home' ? 'shootout.home' : 'shootout.away');
const kickTeam = (number: number): game.Team => (number % 2 === 1 ? 'home' : 'away');
const resultName = (t: Translate, result: game.KickResult) => t(`shootout.result.${result}`);

/** A pick in words: "Away wins", "3-2 after five each", "Kick 4 (Away): save". */
function pickName(t: Translate, market: game.Market, pick: string): string {
  switch (market) {
    case 'winner':
      return t('shootout.winnerPick', { team: teamName(t, pick as game.Team) });
    case 'suddenDeath':
      return t('shootout.suddenDeathPick');
    case 'score': {
      const [home, away] = pick.split('-');
      return t('shootout.scorePick', { home: home ?? '0', away: away ?? '0' });
    }
    case 'kick': {
      const [number, result] = pick.split(':');
      return t('shootout.kickPick', { n: number ?? '1', team: teamName(t, kickTeam(Number(number))), result: resultName(t, result as game.KickResult) });
    }
  }
}

function oddsButton(market: game.Market, pick: string, label: string): HTMLButtonElement {
  const { t } = context;
  const odds = game.oddsOf(market, pick) ?? 0;
  const key = keyOf(market, pick);
  const placed = slip.get(key);
  const won = settled?.has(key) ? (settled.get(key) ?? 0) > 0 : null;
  return h(
    'button',
    {
      type: 'button',
      class: `odds-button${placed ? ' placed' : ''}${won === true ? ' won' : won === false ? ' lost' : ''}`,
      'aria-label': `${pickName(t, market, pick)}, ${t('shootout.odds', { odds: oddsText(odds) })}${placed ? `, ${context.money(placed.amount / 100)}` : ''}`,
      'aria-pressed': String(Boolean(placed)),
      'data-focus-key': key,
      disabled: playing,
      onclick: () => place(market, pick),
    },
    h('span', { class: 'odds-label' }, label),
    h('span', { class: 'odds-value' }, shortOdds(odds)),
  );
}

/** Repaints the board; the button that had focus (placing a bet repaints it) keeps it, for keyboard play. */
function paintBoard(): void {
  const focused = board.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.focusKey : undefined;
  drawBoard();
  if (focused) board.querySelector<HTMLElement>(`[data-focus-key="${focused}"]`)?.focus();
}

function drawBoard(): void {
  const { t } = context;
  tabButtons.forEach((button) => {
    const selected = button.dataset.tab === tab;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
  });
  if (tab === 'winner') {
    board.replaceChildren(
      h('div', { class: 'odds-row' }, oddsButton('winner', 'home', teamName(t, 'home')), oddsButton('winner', 'away', teamName(t, 'away'))),
      h('div', { class: 'odds-row' }, oddsButton('suddenDeath', 'yes', t('shootout.suddenDeathPick'))),
    );
  } else if (tab === 'score') {
    const head = h('div', { class: 'score-corner', 'aria-hidden': 'true' }, `${t('shootout.home')} \\ ${t('shootout.away')}`);
    const cells: Node[] = [head, ...Array.from({ length: game.ROUNDS + 1 }, (_, away) => h('div', { class: 'score-head', 'aria-hidden': 'true' }, String(away)))];
    for (let home = 0; home <= game.ROUNDS; home += 1) {
      cells.push(h('div', { class: 'score-head', 'aria-hidden': 'true' }, String(home)));
      for (let away = 0; away <= game.ROUNDS; away += 1) cells.push(oddsButton('score', `${home}-${away}`, `${home}-${away}`));
    }
    board.replaceChildren(h('div', { class: 'score-grid', role: 'group', 'aria-label': t('shootout.market.score') }, ...cells));
  } else {
    const numbers = Array.from({ length: game.REGULATION_KICKS }, (_, index) => {
      const number = index + 1;
      const label = `${number % 2 === 1 ? t('shootout.homeShort') : t('shootout.awayShort')}${Math.ceil(number / 2)}`;
      return h('button', { type: 'button', class: 'kick-number', 'data-focus-key': `kick ${number}`, 'aria-pressed': String(number === kickShown), 'aria-label': t('shootout.kickOf', { n: number, team: teamName(t, kickTeam(number)) }), onclick: () => ((kickShown = number), paintBoard()) }, label);
    });
    board.replaceChildren(
      h('div', { class: 'kick-numbers', role: 'group', 'aria-label': t('shootout.market.kick') }, ...numbers),
      h('div', { class: 'odds-row' }, ...game.KICK_RESULTS.map((result) => oddsButton('kick', `${kickShown}:${result}`, resultName(t, result)))),
    );
  }
}

function paintSlip(): void {
  const { t, money } = context;
  const total = [...slip.values()].reduce((sum, bet) => sum + bet.amount, 0);
  totalValue.textContent = money(total / 100);
  slipList.replaceChildren(
    ...(slip.size === 0
      ? [h('li', { class: 'slip-empty' }, t('shootout.slipEmpty'))]
      : [...slip.entries()].map(([key, bet]) => {
          const win = settled?.get(key);
          const state = win === undefined ? '' : win > 0 ? ` won` : ' lost';
          return h(
            'li',
            { class: `slip-row${state}` },
            h('span', { class: 'slip-pick' }, pickName(t, bet.market, bet.pick)),
            h('span', { class: 'slip-odds' }, oddsText(game.oddsOf(bet.market, bet.pick) ?? 0)),
            h('span', { class: 'slip-amount' }, win === undefined ? money(bet.amount / 100) : win > 0 ? `+${money(win / 100)}` : t('shootout.lost')),
          );
        })),
  );
  kickOffButton.disabled = playing ? false : slip.size === 0;
  kickOffButton.textContent = playing ? t('shootout.skip') : t('shootout.kickOff');
  clearButton.disabled = playing || slip.size === 0;
  chipButtons.forEach((button, index) => {
    button.setAttribute('aria-pressed', String(index === chipIndex));
    button.disabled = playing;
  });
}

function place(market: game.Market, pick: string): void {
  if (playing) return;
  const { t, sound } = context;
  // A settled slip stays for another shootout on the same picks; a new pick starts it over.
  if (settled) {
    settled = null;
    slip.clear();
  }
  const key = keyOf(market, pick);
  const bet = slip.get(key);
  if (!bet && slip.size >= game.MAX_BETS) return void context.notify(t('shootout.tooMany', { n: game.MAX_BETS }));
  const amount = (bet?.amount ?? 0) + (CHIPS[chipIndex] ?? 1) * 100;
  if (amount > game.MAX_BET) return void context.notify(t('shootout.maxStake', { amount: context.money(game.MAX_BET / 100) }));
  slip.set(key, { market, pick, amount });
  sound.chip();
  statusLine.textContent = `${pickName(t, market, pick)}: ${context.money(amount / 100)}`;
  paintBoard();
  paintSlip();
}

function clear(): void {
  if (playing) return;
  slip.clear();
  settled = null;
  context.sound.click();
  statusLine.textContent = context.t('shootout.placeBets');
  pitch.reset();
  resetScores();
  paintBoard();
  paintSlip();
}

function resetScores(): void {
  for (const team of game.TEAMS) {
    const row = scoreRows[team];
    row.querySelector('.marks')?.replaceChildren(...Array.from({ length: game.ROUNDS }, () => h('span', { class: 'mark' })));
    const total = row.querySelector('.team-score');
    if (total) total.textContent = '0';
  }
}

/** Marks one kick on the scoreboard and bumps the side's goals. */
function markKick(kick: game.Kick, index: number): void {
  const row = scoreRows[kick.team];
  const marks = row.querySelector('.marks');
  const slot = Math.floor(index / 2);
  let mark = marks?.children[slot] as HTMLElement | undefined;
  if (!mark) {
    mark = h('span', { class: 'mark' });
    marks?.append(mark);
  }
  mark.className = `mark mark-${kick.result === 'goal' ? 'goal' : 'fail'}`;
  mark.setAttribute('aria-label', resultName(context.t, kick.result));
  const total = row.querySelector('.team-score');
  if (total && kick.result === 'goal') total.textContent = String(Number(total.textContent) + 1);
}

const prefersStill = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function kickOff(): Promise<void> {
  if (playing) {
    skipping = true;
    return;
  }
  if (context.disconnected()) return;
  const { t, money, sound } = context;
  if (slip.size === 0) return void context.notify(t('shootout.noBets'));
  const bets = [...slip.values()].map((bet) => ({ market: bet.market, pick: bet.pick, amount: bet.amount / 100 }));
  const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
  playing = true;
  skipping = false;
  settled = null;
  context.setBusy(true);
  statusLine.textContent = t('shootout.kickingOff');
  paintBoard();
  paintSlip();
  context.showBalance(Math.round((context.balance() - total) * 100) / 100);
  const reply = await context.round<game.ShootoutOutcome>({ bets });
  if (!reply) {
    playing = false;
    context.setBusy(false);
    context.showBalance(context.balance());
    paintBoard();
    paintSlip();
    return;
  }
  const outcome = reply.outcome;
  pitch.reset();
  resetScores();
  for (const [index, kick] of outcome.kicks.entries()) {
    const shout = t(`shootout.shout.${kick.result}`);
    if (index === game.REGULATION_KICKS) statusLine.textContent = t('shootout.suddenDeath');
    if (skipping || prefersStill()) {
      markKick(kick, index);
      continue;
    }
    statusLine.textContent = t('shootout.kicking', { n: index + 1, team: teamName(t, kick.team) });
    sound.ballTick();
    await pitch.play(kick, shout, KICK_MS);
    markKick(kick, index);
    if (kick.result === 'goal') sound.chip();
    else sound.ballDrop();
    await pause(BETWEEN_MS);
  }
  const last = outcome.kicks.at(-1);
  if (last) pitch.show(last, t(`shootout.shout.${last.result}`));
  settled = new Map(outcome.bets.map((bet) => [keyOf(bet.market, bet.pick), bet.win]));
  const result = [
    t('shootout.result', { team: teamName(t, outcome.winner), home: outcome.final.home, away: outcome.final.away }),
    outcome.suddenDeath ? t('shootout.afterFive', { home: outcome.regulation.home, away: outcome.regulation.away }) : '',
    outcome.coin ? t('shootout.coin') : '',
  ].filter(Boolean);
  context.record(reply);
  context.showWin(reply.win);
  if (reply.win > 0) {
    sound.win(reply.win >= reply.bet * 5 ? 3 : reply.win > reply.bet ? 2 : 1);
    if (reply.win >= reply.bet * 10 && !prefersStill()) coinShower(context.stage);
    statusLine.textContent = `${result.join(' · ')} · ${t('youWin', { amount: money(reply.win) })}`;
    context.notify(t('youWin', { amount: money(reply.win) }), 'win');
  } else {
    sound.lose();
    statusLine.textContent = `${result.join(' · ')} · ${t('noWin')}`;
  }
  context.settle(reply);
  playing = false;
  context.setBusy(false);
  paintBoard();
  paintSlip();
}

function rules(ctx: GameContext): Node {
  const { t } = ctx;
  const percent = (market: game.Market) => `${Number(exactPercent(MARKET_RTP[market])).toFixed(2)}%`;
  const chance = (market: game.Market, pick: string) => {
    const price = PRICES.find((item) => item.market === market && item.pick === pick);
    return price ? `${((Number(price.chance.numerator) / Number(price.chance.denominator)) * 100).toFixed(price.market === 'score' ? 4 : 2)}%` : '';
  };
  const rows: [string, string, string, string][] = [
    [t('shootout.winnerPick', { team: teamName(t, 'home') }), oddsText(game.WINNER_ODDS), chance('winner', 'home'), percent('winner')],
    [t('shootout.winnerPick', { team: teamName(t, 'away') }), oddsText(game.WINNER_ODDS), chance('winner', 'away'), percent('winner')],
    [t('shootout.suddenDeathPick'), oddsText(game.SUDDEN_DEATH_ODDS), chance('suddenDeath', 'yes'), percent('suddenDeath')],
    ...game.KICK_RESULTS.map((result): [string, string, string, string] => [t('shootout.kickAny', { result: resultName(t, result) }), oddsText(game.KICK_ODDS[result]), chance('kick', `1:${result}`), percent('kick')]),
    ...game.PICKS.score.map((pick): [string, string, string, string] => [pickName(t, 'score', pick), oddsText(game.oddsOf('score', pick) ?? 0), chance('score', pick), percent('score')]),
  ];
  return h(
    'div',
    {},
    h('p', {}, t('shootout.rules1')),
    h('p', {}, t('shootout.rules2')),
    h('p', {}, t('shootout.rules3')),
    h(
      'table',
      { class: 'paytable' },
      h('thead', {}, h('tr', {}, ...[t('shootout.pick'), t('shootout.oddsHead'), t('shootout.chance'), 'RTP'].map((text) => h('th', { scope: 'col' }, text)))),
      h('tbody', {}, ...rows.map(([name, odds, likely, rtp]) => h('tr', {}, h('th', { scope: 'row' }, name), h('td', {}, odds), h('td', {}, likely), h('td', {}, rtp)))),
    ),
  );
}

function chooseTab(next: Tab): void {
  tab = next;
  context.sound.click();
  paintBoard();
  tabButtons.find((button) => button.dataset.tab === next)?.focus();
}

void startGame({
  mount(ctx) {
    context = ctx;
    const { t, stage, controls, money } = ctx;
    pitch = new Pitch(t('shootout.pitch'));
    const scoreRow = (team: game.Team) =>
      h('div', { class: `team-row team-${team}` }, h('span', { class: 'team-name' }, teamName(t, team)), h('span', { class: 'marks', role: 'list' }), h('output', { class: 'team-score' }, '0'));
    scoreRows = { home: scoreRow('home'), away: scoreRow('away') };
    statusLine = h('p', { class: 'status-line', 'aria-live': 'polite' }, t('shootout.placeBets'));
    stage.append(h('div', { class: 'shootout-layout' }, h('div', { class: 'scoreboard', 'aria-label': t('shootout.scoreboard') }, scoreRows.home, scoreRows.away), h('div', { class: 'pitch-holder' }, pitch.element), statusLine));
    resetScores();

    const tabs: [Tab, string][] = [['winner', t('shootout.market.winner')], ['score', t('shootout.market.score')], ['kick', t('shootout.market.kick')]];
    tabButtons = tabs.map(([name, label]) =>
      h('button', { type: 'button', role: 'tab', class: 'market-tab', 'data-tab': name, 'aria-controls': 'odds-board', onclick: () => chooseTab(name) }, label),
    );
    const tabList = h('div', { class: 'market-tabs', role: 'tablist', 'aria-label': t('shootout.markets') }, ...tabButtons);
    tabList.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.stopPropagation();
      event.preventDefault();
      const at = tabs.findIndex(([name]) => name === tab);
      chooseTab(tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]?.[0] ?? 'winner');
    });
    board = h('div', { class: 'odds-board', id: 'odds-board', role: 'tabpanel' });
    slipList = h('ul', { class: 'slip', 'aria-label': t('shootout.slip') });
    chipButtons = CHIPS.map((value, index) =>
      h('button', { class: 'stake-chip', type: 'button', 'aria-label': `${t('shootout.stake')} ${money(value)}`, 'aria-pressed': 'false', onclick: () => ((chipIndex = index), ctx.sound.click(), paintSlip()) }, String(value)),
    );
    totalValue = h('output', { class: 'total-value' });
    clearButton = h('button', { class: 'button small', type: 'button', onclick: clear }, t('shootout.clear'));
    kickOffButton = h('button', { class: 'button primary kick-off', type: 'button', onclick: () => void kickOff() }, t('shootout.kickOff'));
    controls.classList.add('shootout-controls');
    controls.append(
      h('div', { class: 'bet-area' }, h('div', { class: 'board-area' }, tabList, board), h('div', { class: 'slip-area' }, h('p', { class: 'control-label' }, t('shootout.slip')), slipList)),
      h(
        'div',
        { class: 'action-row' },
        h('div', { class: 'stake-row', role: 'group', 'aria-label': t('shootout.stake') }, ...chipButtons),
        h('div', { class: 'total-box' }, h('span', { class: 'control-label' }, t('totalBet')), totalValue),
        clearButton,
        kickOffButton,
      ),
    );
    paintBoard();
    paintSlip();
  },
  rules,
  onKey(event) {
    if (event.key === ' ' || event.key === 'Enter') {
      if (!event.repeat) void kickOff();
      return true;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if (playing) return true;
      chipIndex = Math.max(0, Math.min(CHIPS.length - 1, chipIndex + (event.key === 'ArrowLeft' ? -1 : 1)));
      context.sound.click();
      paintSlip();
      return true;
    }
    if (event.key === 'Backspace' || event.key === 'Delete' || event.key === 'Escape') return clear(), true;
    return false;
  },
  keys: (t) => t('shootout.keys'),
});
