// Operator commands for player accounts: look players up, and lift a wrong-password lock.
import { listCommand, type OpsCommand } from '../../shared/ops-command';
import type { PlayerAdminService } from './player-admin.service';
import type { PlayerRow } from './player.repository';

const LIST_LIMIT = 50;

function listLine(player: PlayerRow, locked: boolean): string {
  const lastLogin = player.lastLoginAt?.toISOString() ?? 'never';
  return [
    String(player.id).padStart(6),
    player.username.padEnd(20),
    player.phone.padEnd(14),
    `level ${player.level}`,
    `created ${player.createdAt.toISOString()}`,
    `last login ${lastLogin}`,
    locked ? 'LOCKED' : '',
  ]
    .join('  ')
    .trimEnd();
}

// --- safer play (issue 12): `player show` lists the player's limits and break, read-only (operators
// see them but cannot shorten them).
/** The safety module's view of a player, as the operator reads it. */
export interface PlayerSafetyView {
  operatorSummary(playerId: number): Promise<Record<string, unknown>>;
}

type PlayerCommandNeeds = { players: PlayerAdminService; safety: PlayerSafetyView };

export const playerCommands: OpsCommand<PlayerCommandNeeds>[] = [
  listCommand({
    name: 'player list',
    summary: `list the newest ${LIST_LIMIT} players`,
    rows: ({ players }) => players.list(LIST_LIMIT),
    none: 'No players yet.',
    line: (player, { players }) => listLine(player, players.isLocked(player)),
  }),
  {
    name: 'player show',
    args: '<username|phone>',
    summary: 'show one player: profile, level, lock state, bank cards, deposit limits and breaks',
    minArgs: 1,
    maxArgs: 1,
    async run([login = ''], { players, safety }) {
      const details = await players.details(login);
      return JSON.stringify({ ...details, saferPlay: await safety.operatorSummary(details.id) }, null, 2);
    },
  },
  {
    name: 'player unlock',
    args: '<username|phone>',
    summary: 'clear the wrong-password count and lock of a player',
    minArgs: 1,
    maxArgs: 1,
    async run([login = ''], { players }) {
      const player = await players.unlock(login);
      return `Unlocked ${player.username} (${player.phone}); failed logins were ${player.failedLogins}.`;
    },
  },
];
