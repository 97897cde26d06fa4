// Deep Sea Blaster: fish swim across the sea and every shot is a round. A tap (or a click) on a
// fish, or on the water near one, locks the cannon on it and fires; the arrow keys swing the
// cannon and step the lock, Space fires. The shot flies while the maker decides it from the seeds;
// when it lands the fish is caught (and pays the shot × its multiplier) or swims on. Shots queue
// (shot-queue.ts): one at the maker, two more waiting, any further tap refused until one lands.
import '../shared/shell.css';
import './deep-sea-blaster.css';
import { h, motionScale } from '../shared/dom';
import type { RoundReply } from '../shared/api';
import type { Translate } from '../shared/i18n';
import { startGame, type GameContext } from '../shared/shell';
import { FISH, FISH_KINDS, ROLL_RANGE, SHOT_COSTS, readOutcome, type FishKind } from './game-data';
import { fishSprite } from './fish-art';
import { Sea, type SwimmingFish } from './sea';
import { ShotQueue, type QueuedShot } from './shot-queue';

/** How far one press of ← or → swings the cannon, radians. */
const SWING = 0.1;

let context: GameContext;
let sea: Sea;
let queue: ShotQueue<SwimmingFish>;
let costIndex = Math.max(0, SHOT_COSTS.indexOf(1));
let costValue: HTMLOutputElement;
let costDown: HTMLButtonElement;
let costUp: HTMLButtonElement;
let targetValue: HTMLOutputElement;
let catchInfo: HTMLElement;
/** Each fired shot's flight, by its id: its result is shown when it lands. */
const flights = new Map<number, Promise<void>>();

const cost = () => SHOT_COSTS[costIndex] ?? 1;
const minor = (major: number) => Math.round(major * 100);
const fishName = (t: Translate, kind: FishKind) => t(`fish.kind.${kind}`);

/** The dearest shot the session allows: under a promotion's max bet the stepper stops there (the maker refuses more anyway). */
function topCostIndex(): number {
  const maxBet = context.session.maxBet;
  if (maxBet === null) return SHOT_COSTS.length - 1;
  const allowed = SHOT_COSTS.map((value, index) => (minor(value) <= minor(maxBet) ? index : -1)).filter((index) => index >= 0);
  return allowed.length > 0 ? Math.max(...allowed) : 0;
}

function paintCost(): void {
  costValue.textContent = context.money(cost());
  costDown.disabled = costIndex === 0;
  costUp.disabled = costIndex >= topCostIndex();
}

function changeCost(step: number): void {
  costIndex = Math.max(0, Math.min(topCostIndex(), costIndex + step));
  context.sound.click();
  paintCost();
}

function paintTarget(fish: SwimmingFish | null): void {
  targetValue.textContent = fish ? `${fishName(context.t, fish.kind)} ×${FISH[fish.kind].multiplier}` : '—';
}

const showBalance = () => context.showBalance(queue.shown() / 100);

/** Fires at the fish given, or at the one the cannon is locked on. */
function fire(at?: SwimmingFish | null): void {
  if (context.disconnected()) return;
  const fish = at ?? sea.target();
  if (!fish) return;
  sea.lock(fish);
  // With every shot landed the shell's balance is the truth (a recharge may have changed it);
  // while one still flies, its answer (already in the queue) is newer than what the shell shows.
  if (queue.pending() === 0 && flights.size === 0) queue.setBalance(minor(context.balance()));
  const answer = queue.fire(minor(cost()), fish);
  if (answer.kind === 'refused') {
    if (answer.reason === 'balance') context.notify(context.t('fish.lowBalance'));
    else catchInfo.textContent = context.t('fish.full');
    return;
  }
  context.setBusy(true);
  context.sound.shot();
  flights.set(answer.shot.id, sea.shoot(fish));
  showBalance();
  if (answer.kind === 'send') void send(answer.shot);
}

async function send(shot: QueuedShot<SwimmingFish>): Promise<void> {
  const reply = await context.round<unknown>({ fish: shot.aim.kind, bet: shot.cost / 100 });
  if (!reply) {
    // Nothing was played: the shots still waiting were never sent, and their money was never taken.
    for (const dropped of [shot, ...queue.failed()]) flights.delete(dropped.id);
    showBalance();
    context.setBusy(false);
    return;
  }
  // The next shot goes to the maker now; this one's result shows when it lands.
  const next = queue.answered(minor(reply.balance));
  if (next) void send(next);
  await flights.get(shot.id);
  flights.delete(shot.id);
  land(shot, reply);
  if (queue.pending() === 0) context.setBusy(false);
}

function land(shot: QueuedShot<SwimmingFish>, reply: RoundReply<unknown>): void {
  const { t, money, sound } = context;
  const result = readOutcome(reply.outcome);
  context.record(reply);
  context.settle(reply);
  showBalance();
  const name = fishName(t, shot.aim.kind);
  if (result?.caught && reply.win > 0) {
    sea.caught(shot.aim, `+${money(reply.win)}`);
    sound.win(result.multiplier >= 50 ? 3 : result.multiplier >= 12 ? 2 : 1);
    context.showWin(reply.win);
    catchInfo.textContent = t('fish.caught', { fish: name, multiplier: result.multiplier, amount: money(reply.win) });
  } else {
    sea.escaped(shot.aim);
    catchInfo.textContent = t('fish.escaped', { fish: name });
  }
}

function rules(ctx: GameContext): Node {
  const { t } = ctx;
  const table = h('table', { class: 'paytable' }, h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('fish.paytable')), h('th', { scope: 'col' }, t('fish.multiplier')), h('th', { scope: 'col' }, t('fish.chance')))));
  const body = h('tbody');
  for (const kind of FISH_KINDS) {
    const picture = fishSprite(kind, 0.55, 2).toDataURL();
    const { multiplier, chance } = FISH[kind];
    body.append(
      h('tr', {}, h('th', { scope: 'row', class: 'pay-fish' }, h('img', { src: picture, alt: '', height: 28 }), fishName(t, kind)), h('td', {}, `×${multiplier}`), h('td', {}, `${((chance / ROLL_RANGE) * 100).toFixed(2)}%`)),
    );
  }
  table.append(body);
  return h('div', {}, h('p', {}, t('fish.rules1')), h('p', {}, t('fish.rules2')), h('p', {}, t('fish.rules3')), table);
}

void startGame({
  mount(ctx) {
    context = ctx;
    const { t, stage, controls } = ctx;
    queue = new ShotQueue(minor(ctx.balance()));
    sea = new Sea(motionScale() < 1);
    sea.canvas.setAttribute('role', 'img');
    sea.canvas.setAttribute('aria-label', t('fish.sea'));
    sea.onLock = paintTarget;
    sea.canvas.addEventListener('pointerdown', (event) => {
      // Coordinates from the event itself: no layout is read on a tap.
      event.preventDefault();
      fire(sea.fishNear(event.offsetX, event.offsetY));
    });
    catchInfo = h('p', { class: 'catch-info', 'aria-live': 'polite' }, t('fish.sea'));
    const waters = h('div', { class: 'waters' }, sea.backdrop, sea.canvas, catchInfo);
    stage.append(waters);

    costDown = h('button', { class: 'step-button', type: 'button', 'aria-label': `${t('fish.cost')} −`, onclick: () => changeCost(-1) }, '−');
    costUp = h('button', { class: 'step-button', type: 'button', 'aria-label': `${t('fish.cost')} +`, onclick: () => changeCost(1) }, '+');
    costValue = h('output', { class: 'cost-value', 'aria-live': 'polite' });
    targetValue = h('output', { class: 'target-value' }, '—');
    const fireButton = h('button', { class: 'fire-button', type: 'button', onclick: () => fire() }, h('span', { class: 'fire-icon', 'aria-hidden': 'true' }, '◎'), h('span', { class: 'fire-text' }, t('fish.fire')));
    controls.classList.add('fish-controls');
    controls.append(
      h('div', { class: 'cost-box' }, h('span', { class: 'control-label' }, t('fish.cost')), h('div', { class: 'stepper' }, costDown, costValue, costUp)),
      h('div', { class: 'target-box' }, h('span', { class: 'control-label' }, t('fish.target')), targetValue),
      fireButton,
    );
    costIndex = Math.min(costIndex, topCostIndex());
    paintCost();

    new ResizeObserver(([entry]) => {
      if (entry) sea.resize(entry.contentRect.width, entry.contentRect.height);
    }).observe(waters);
    sea.start();
  },
  rules,
  onKey(event) {
    switch (event.key) {
      case ' ':
      case 'Enter':
        // Held down, it fires as fast as the queue takes shots.
        fire();
        return true;
      case 'ArrowLeft':
        sea.swing(-SWING);
        return true;
      case 'ArrowRight':
        sea.swing(SWING);
        return true;
      case 'ArrowUp':
        sea.lockNext(1);
        return true;
      case 'ArrowDown':
        sea.lockNext(-1);
        return true;
      case '-':
      case '_':
        changeCost(-1);
        return true;
      case '+':
      case '=':
        changeCost(1);
        return true;
      default:
        return false;
    }
  },
  keys: (t) => t('fish.keys'),
});
