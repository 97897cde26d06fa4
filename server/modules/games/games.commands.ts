// Operator commands for the catalogue: list the makers and games, and put a game or a whole maker
// in or out of maintenance. Every change announces the catalogue's topic, so each instance drops
// its copy and the home lists follow on their next request. And for the rounds: check each round
// posting against the rounds naming it.
import type { OpsCommand } from '../../shared/ops-command';
import type { CatalogueService } from './catalogue.service';
import type { RoundService } from './round.service';

export const roundCommands: OpsCommand<RoundService>[] = [
  {
    name: 'game rounds check',
    args: '',
    summary: "each round posting moved its player's game wallet by the net of the rounds naming it (one player, maker and batch); non-zero exit otherwise",
    minArgs: 0,
    maxArgs: 0,
    async run(_args, rounds) {
      const { postings, rounds: count, problems } = await rounds.checkPostings();
      const head = `${count} round(s), ${postings} posting(s)`;
      // A thrown error is how a command exits non-zero; the report is its message.
      if (problems.length > 0) throw new Error([`${head}: ${problems.length} problem(s):`, ...problems].join('\n'));
      return `${head}: every posting is its rounds' net.`;
    },
  },
];

export const gameCommands: OpsCommand<CatalogueService>[] = [
  {
    name: 'game list',
    args: '',
    summary: 'every maker and game: id, maker, code, category, maintenance, enabled, stated RTP',
    minArgs: 0,
    maxArgs: 0,
    async run(_args, catalogue) {
      const { makers, games } = await catalogue.snapshot();
      const lines = makers.map((maker) => {
        const own = games.filter((entry) => entry.makerId === maker.id);
        const rows = own.map((entry) =>
          [
            `  ${String(entry.id).padStart(4)}`,
            entry.code.padEnd(20),
            entry.category.padEnd(8),
            (entry.rtp === null ? '-' : `${entry.rtp.toFixed(2)} %`).padStart(8),
            entry.maintenance ? 'maintenance' : 'open',
            entry.enabled ? '' : '(disabled)',
          ]
            .join('  ')
            .trimEnd(),
        );
        return [`${maker.code} (${maker.name})${maker.maintenance ? ' - maintenance' : ''}`, ...rows].join('\n');
      });
      return lines.join('\n') || 'No makers.';
    },
  },
  {
    name: 'game maintenance',
    args: '<on|off> <game-id|game-code|maker-code>',
    summary: 'put one game (by id or code) or every game of a maker (by its code) in maintenance, or back',
    minArgs: 2,
    maxArgs: 2,
    async run([state = '', target = ''], catalogue) {
      if (state !== 'on' && state !== 'off') throw new Error(`Say "on" or "off", not "${state}".`);
      const on = state === 'on';
      const { makers, games } = await catalogue.snapshot();
      const maker = makers.find((candidate) => candidate.code === target);
      if (maker) {
        await catalogue.setMaintenance({ makerCode: maker.code }, on);
        return `Maker ${maker.code} (${maker.name}): maintenance ${state}.`;
      }
      const matches = /^\d+$/.test(target) ? games.filter((entry) => entry.id === Number(target)) : games.filter((entry) => entry.code === target);
      if (matches.length === 0) throw new Error(`No game or maker "${target}" (see game list).`);
      if (matches.length > 1) throw new Error(`"${target}" names ${matches.length} games; give the game id (see game list).`);
      const [entry] = matches;
      await catalogue.setMaintenance({ gameId: entry!.id }, on);
      return `Game ${entry!.id} ${entry!.code} (${entry!.name}): maintenance ${state}.`;
    },
  },
];
