// What the seamless-wallet tests share: a game of the seamless maker in the catalogue, a session
// opened for a player as a launch opens one (written through the play repository, so these tests
// do not depend on the launch), its wallet token, and the maker's calls signed as a maker signs them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/client';
import { signRequest } from '../../../server/makers/demo/demo-maker-signature';
import { PlayRepository } from '../../../server/modules/play/play.repository';
import { issueWalletToken } from '../../../server/modules/play/wallet-token';
import type { Services } from '../../../server/services';

export const SEAMLESS = 'seamless';
export const SEAMLESS_GAME = 'seamless-test-shootout';

/** A game of the seamless maker (the maker made if missing), in the catalogue every instance reads; its id. */
export async function seamlessGame(db: AppDatabase, services: Services): Promise<number> {
  await db.execute(sql`insert into game_maker (code, name) values (${SEAMLESS}, 'Seamless Test Maker') on conflict (code) do nothing`);
  await db.execute(sql`
    insert into game (maker_id, code, name, category_id)
    select m.id, ${SEAMLESS_GAME}, 'Seamless Test Shootout', (select min(id) from game_category)
    from game_maker m where m.code = ${SEAMLESS}
    on conflict do nothing`);
  // Through the catalogue's own change, so every instance's copy sees the new game.
  await db.execute(sql`update game_maker set maintenance = true where code = ${SEAMLESS}`);
  await services.catalogue.setMaintenance({ makerCode: SEAMLESS }, false);
  const found = await services.catalogue.gameByMakerAndCode(SEAMLESS, SEAMLESS_GAME);
  if (!found) throw new Error('the seamless test game is not in the catalogue');
  return found.id;
}

/** An open session at the seamless maker, as a launch writes it, and the token the maker is handed. */
export async function openSeamlessSession(
  db: AppDatabase,
  secret: string,
  input: { playerId: number; gameId: number; promotionRecordId?: number | null; now?: Date },
): Promise<{ sessionId: number; token: string }> {
  const now = input.now ?? new Date();
  const session = await new PlayRepository(db).insertSession({
    playerId: input.playerId,
    gameId: input.gameId,
    makerCode: SEAMLESS,
    gameCode: SEAMLESS_GAME,
    launchKey: randomUUID(),
    openedAt: now,
    promotionRecordId: input.promotionRecordId ?? null,
  });
  return { sessionId: session.id, token: issueWalletToken(secret, { sessionId: session.id, playerId: input.playerId, now }) };
}

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';

/** One signed maker call: the path, headers and body text to send (inject or fetch). */
export function signedCall(secret: string, call: WalletCall, payload: unknown, options: { timestamp?: number; makerCode?: string } = {}) {
  const url = `/maker-api/${options.makerCode ?? SEAMLESS}/wallet/${call}`;
  const body = JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Date.now());
  return {
    url,
    body,
    headers: {
      'content-type': 'application/json',
      'x-maker-timestamp': timestamp,
      'x-maker-signature': signRequest(secret, { timestamp, method: 'POST', pathWithQuery: url, body }),
    },
  };
}

/** A credit's proof of its round, as the maker sends it: the same for the same nonce, as a resent credit's is. */
export function roundProof(nonce: number) {
  return { serverSeedHash: 'b'.repeat(64), clientSeed: 'seamless-client', nonce, wager: { kind: 'home' }, outcome: { home: 5, away: 4 }, finishedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, nonce % 60)).toISOString() };
}
