// Shared steps of the games tests: players who log in as the web app does, money moved into a
// player's game wallet at the demo maker the way a launch moves it, and rounds as a maker reports them.
import type { MakerRound } from '../../server/makers/maker-adapter';
import type { Services } from '../../server/services';
import { registerPlayer, setFlags, type Call } from './accounts-helpers';

export interface TestPlayer {
  token: string;
  id: number;
}

export async function newGamePlayer(call: Call, services: Services, username: string, phone: string): Promise<TestPlayer> {
  await setFlags(services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, gameAccountCaptchaEnabled: false });
  const token = await registerPlayer(call, services, { phone, username });
  const { id } = await services.players.find(username);
  return { token, id };
}

/** Money into the player's wallet (an operator's adjustment), then into the maker (as a launch does). */
export async function fundGameWallet(services: Services, playerId: number, minor: bigint, maker = 'demo'): Promise<void> {
  const reference = `test-fund:${playerId}:${maker}:${minor}:${Math.random()}`;
  await services.ledger.transfer({ kind: 'adjustment', from: { house: 'adjustments' }, to: { playerId, purpose: 'wallet' }, amount: minor, reference: `${reference}:in`, actor: 'ops:test' });
  await services.ledger.transfer({ kind: 'toGameMaker', from: { playerId, purpose: 'wallet' }, to: { playerId, purpose: 'game', maker }, amount: minor, reference: `${reference}:game`, actor: 'player' });
}

let seedCounter = 0;
/** A finished round as the demo maker reports it (bet and win in minor units). */
export function makerRound(playerId: number, makerRoundId: string, bet: bigint, win: bigint, overrides: Partial<MakerRound> = {}): MakerRound {
  seedCounter += 1;
  return {
    makerRoundId,
    playerId,
    gameCode: 'lucky-lanterns',
    bet,
    win,
    balanceAfter: 0n,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'test-client-seed',
    nonce: seedCounter,
    wager: { stake: Number(bet) / 2000 },
    outcome: { stops: [1, 2, 3, 4, 5] },
    finishedAt: new Date(),
    ...overrides,
  };
}

/** The id of a seeded demo game by its code. */
export async function gameIdOf(services: Services, code: string): Promise<number> {
  const found = await services.catalogue.gameByMakerAndCode('demo', code);
  if (!found) throw new Error(`no seeded game ${code}`);
  return found.id;
}
