// Operator commands for system bonuses and rebates (issue 11 "Operator command line"): grant a
// system bonus, list bonuses and rebates, set what each member level gives and the rebate rates.
// A change to the amounts or rates is announced, so the next request on every server uses it.
import { GAME_CATEGORIES, type GameCategoryCode } from '../../../src/domain/game';
import { toMajorText, toMinorUnits } from '../../../src/domain/money';
import type { OpsCommand } from '../../shared/ops-command';
import { opsActor } from '../../shared/ops-actor';
import { levelBonusOf, rebateRateOf, type BonusSettingsService } from './bonus-settings.service';
import type { BonusRow } from './bonus.repository';
import { readState, type BonusService } from './bonus.service';
import type { RebateRow } from './rebate.repository';
import type { RebateService } from './rebate.service';

const LIST_LIMIT = 50;
const MAX_NOTE_WORDS = 60;
const MAX_BONUS = 1_000_000_00n;

export interface BonusCommandNeeds {
  bonuses: BonusService;
  rebates: RebateService;
  bonusSettings: BonusSettingsService;
  /** The accounts module's lookup by username or phone. */
  players: { find(login: string): Promise<{ id: number; username: string }> };
  levels: { list(): Promise<readonly { level: number; name: string }[]> };
}

class BonusCommandError extends Error {
  override name = 'BonusCommandError';
}

function money(text: string, what: string): bigint {
  const minor = /^\d+(\.\d{1,2})?$/.test(text) ? toMinorUnits(text) : null;
  if (minor === null || minor < 0n || minor > MAX_BONUS) throw new BonusCommandError(`${what} "${text}" is not an amount (e.g. 50 or 12.50).`);
  return minor;
}

/** A percent with at most two decimals (0.8 = 80 basis points), 0-100. */
function basisPoints(text: string, what: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new BonusCommandError(`${what} "${text}" is not a percent (e.g. 0.8).`);
  const points = Math.round(Number(text) * 100);
  if (points > 10_000) throw new BonusCommandError(`${what} ${text} is over 100 %.`);
  return points;
}

async function knownLevel(text: string, needs: BonusCommandNeeds): Promise<number> {
  const level = Number(text);
  const levels = await needs.levels.list();
  if (!/^\d+$/.test(text) || !levels.some((row) => row.level === level)) {
    throw new BonusCommandError(`No member level "${text}"; the levels are ${levels.map((row) => row.level).join(', ')}.`);
  }
  return level;
}

/** --name value pairs and bare flags. */
function options(args: string[], valued: readonly string[], flags: readonly string[]): { values: Map<string, string>; set: Set<string>; rest: string[] } {
  const values = new Map<string, string>();
  const set = new Set<string>();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i] ?? '';
    if (valued.includes(word)) {
      const value = args[i + 1];
      if (value === undefined) throw new BonusCommandError(`${word} needs a value.`);
      values.set(word, value);
      i += 1;
    } else if (flags.includes(word)) set.add(word);
    else if (word.startsWith('--')) throw new BonusCommandError(`Unknown option ${word}.`);
    else rest.push(word);
  }
  return { values, set, rest };
}

function bonusLine(row: BonusRow, now: Date): string {
  return [
    String(row.id).padStart(6),
    `player ${row.playerId}`,
    row.kind.padEnd(8),
    toMajorText(row.amount).padStart(10),
    readState(row, now).padEnd(7),
    row.grantKey,
    row.createdAt.toISOString(),
    row.expiresAt ? `expires ${row.expiresAt.toISOString()}` : '',
    row.note,
  ]
    .join('  ')
    .trimEnd();
}

function rebateLine(row: RebateRow): string {
  return [
    String(row.id).padStart(6),
    `player ${row.playerId}`,
    row.day,
    row.category.padEnd(7),
    `bets ${toMajorText(row.turnover)}`,
    `${row.basisPoints / 100} %`,
    toMajorText(row.amount).padStart(10),
    row.state,
  ].join('  ');
}

export const bonusCommands: OpsCommand<BonusCommandNeeds>[] = [
  {
    name: 'bonus grant',
    args: '<player> <amount> [--pending [--days <n>]] [--note <words...>]',
    summary: 'give a player a system bonus: paid into the wallet at once, or with --pending left for them to claim (within --days days, else no end)',
    minArgs: 2,
    maxArgs: 6 + MAX_NOTE_WORDS,
    async run(args, needs) {
      const noteAt = args.indexOf('--note');
      const note = noteAt < 0 ? '' : args.slice(noteAt + 1).join(' ').trim();
      const { values, set, rest } = options(noteAt < 0 ? args : args.slice(0, noteAt), ['--days'], ['--pending']);
      const [login = '', amountText = ''] = rest;
      if (rest.length !== 2) throw new BonusCommandError('Give the player and the amount.');
      const amount = money(amountText, 'Amount');
      if (amount <= 0n) throw new BonusCommandError('A bonus is more than 0.');
      const daysText = values.get('--days');
      if (daysText !== undefined && (!set.has('--pending') || !/^\d{1,4}$/.test(daysText) || Number(daysText) < 1)) {
        throw new BonusCommandError('--days takes a whole number of days, with --pending.');
      }
      const player = await needs.players.find(login);
      const row = await needs.bonuses.grantSystem({
        playerId: player.id,
        amount,
        note,
        pending: set.has('--pending'),
        days: daysText === undefined ? null : Number(daysText),
        actor: opsActor(),
      });
      return `${row.state === 'issued' ? 'Paid' : 'Granted, waiting for the player to claim'}: ${bonusLine(row, new Date())}`;
    },
  },
  {
    name: 'bonus list',
    args: '[player]',
    summary: `list system bonuses, newest first, of one player when named; at most ${LIST_LIMIT}`,
    minArgs: 0,
    maxArgs: 1,
    async run([login], needs) {
      const playerId = login === undefined ? undefined : (await needs.players.find(login)).id;
      const rows = await needs.bonuses.recent(playerId, LIST_LIMIT);
      const now = new Date();
      return rows.length === 0 ? 'No bonuses.' : rows.map((row) => bonusLine(row, now)).join('\n');
    },
  },
  {
    name: 'level-bonus set',
    args: '<level> [--monthly <amount>] [--birthday <amount>] [--upgrade <amount>] [--deposit-percent <percent>]',
    summary: 'set what a member level gives; what is not named stays as it is',
    minArgs: 3,
    maxArgs: 9,
    async run([levelText = '', ...rest], needs) {
      const level = await knownLevel(levelText, needs);
      const { values, rest: stray } = options(rest, ['--monthly', '--birthday', '--upgrade', '--deposit-percent'], []);
      if (stray.length > 0) throw new BonusCommandError(`Unexpected "${stray.join(' ')}".`);
      const before = levelBonusOf(await needs.bonusSettings.snapshot(), level);
      const pick = (name: string, current: bigint) => (values.has(name) ? money(values.get(name) ?? '', name) : current);
      const row = {
        level,
        monthly: pick('--monthly', before.monthly),
        birthday: pick('--birthday', before.birthday),
        upgrade: pick('--upgrade', before.upgrade),
        depositBasisPoints: values.has('--deposit-percent') ? basisPoints(values.get('--deposit-percent') ?? '', '--deposit-percent') : before.depositBasisPoints,
      };
      await needs.bonusSettings.setLevelBonus(row);
      return `Level ${level}: monthly ${toMajorText(row.monthly)}, birthday ${toMajorText(row.birthday)}, upgrade ${toMajorText(row.upgrade)}, deposit ${row.depositBasisPoints / 100} %`;
    },
  },
  {
    name: 'level-bonus list',
    args: '',
    summary: 'what each member level gives, and its rebate rates',
    minArgs: 0,
    maxArgs: 0,
    async run(_args, needs) {
      const snapshot = await needs.bonusSettings.snapshot();
      return (await needs.levels.list())
        .map(({ level, name }) => {
          const row = levelBonusOf(snapshot, level);
          const rates = GAME_CATEGORIES.map((category) => `${category} ${rebateRateOf(snapshot, level, category) / 100} %`).join(', ');
          return `${level} ${name}: monthly ${toMajorText(row.monthly)}, birthday ${toMajorText(row.birthday)}, upgrade ${toMajorText(row.upgrade)}, deposit ${row.depositBasisPoints / 100} %; rebate ${rates}`;
        })
        .join('\n');
    },
  },
  {
    name: 'rebate rate set',
    args: `<level> <${GAME_CATEGORIES.join('|')}> <percent>`,
    summary: 'set the rebate rate of a member level and game category (0.8 = 0.8 % of the bets)',
    minArgs: 3,
    maxArgs: 3,
    async run([levelText = '', category = '', percent = ''], needs) {
      const level = await knownLevel(levelText, needs);
      if (!(GAME_CATEGORIES as readonly string[]).includes(category)) {
        throw new BonusCommandError(`Unknown category "${category}"; use one of ${GAME_CATEGORIES.join(', ')}.`);
      }
      const points = basisPoints(percent, 'Rate');
      await needs.bonusSettings.setRebateRate({ level, category: category as GameCategoryCode, basisPoints: points });
      return `Level ${level} ${category}: ${points / 100} % of the bets.`;
    },
  },
  {
    name: 'rebate list',
    args: '[player]',
    summary: `list rebates, newest first, of one player when named (closed days are computed first); at most ${LIST_LIMIT}`,
    minArgs: 0,
    maxArgs: 1,
    async run([login], needs) {
      const playerId = login === undefined ? undefined : (await needs.players.find(login)).id;
      await needs.rebates.closeDays(playerId);
      const rows = await needs.rebates.recent(playerId, LIST_LIMIT);
      return rows.length === 0 ? 'No rebates.' : rows.map(rebateLine).join('\n');
    },
  },
];
