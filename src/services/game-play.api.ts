// Playing a game (SPEC.md §2 playingGame, §4 abnormal game exit, §7 POST /autoExitGame; issue 9
// "The game-maker boundary"), typed by src/domain/game-play.ts. Every call that moves money between
// the wallet and a maker carries the Idempotency-Key the machine made before its first send, so a
// retry after a lost reply completes the same move instead of making a second one.
import type { GameDetail } from '../domain/game.schema';
import type { LaunchRequest, RechargeRequest } from '../domain/game-play';
import type { RoundRecord } from '../domain/game-play.schema';
import type { AutoExitReply, ExitReply, GameSession, OpenGameSession, RechargeReply } from '../domain/game-play.schema';
import { IDEMPOTENCY_HEADER, type Page } from '../domain/trade';
import { api, type CallOptions } from './api-client';

// A money move is never replaced by a newer call of the same path, and its refusal is shown by the
// screen that asked (the machine keeps the text), not toasted as well.
const moneyCall = (key: string): CallOptions => ({ headers: { [IDEMPOTENCY_HEADER]: key }, cancellable: false, toastError: false });

/** POST /game/launch/{gameId}: moves the amount (or the whole wallet) in and opens the frame's session. */
export async function launchGame(gameId: number, request: LaunchRequest, key: string): Promise<GameSession> {
  return (await api.post<GameSession>(`/game/launch/${gameId}`, { ...request }, moneyCall(key))).data;
}

/** POST /game/recharge/{sessionId}: moves more in while playing. */
export async function rechargeGame(sessionId: number, request: RechargeRequest, key: string): Promise<RechargeReply> {
  return (await api.post<RechargeReply>(`/game/recharge/${sessionId}`, { ...request }, moneyCall(key))).data;
}

/** POST /game/exit/{sessionId}: the maker's whole balance comes back to the wallet. */
export async function exitGame(sessionId: number, key: string): Promise<ExitReply> {
  return (await api.post<ExitReply>(`/game/exit/${sessionId}`, {}, moneyCall(key))).data;
}

/** POST /autoExitGame: after an abnormal exit, whatever any maker still holds comes back. */
export async function autoExitGame(key: string): Promise<AutoExitReply> {
  return (await api.post<AutoExitReply>('/autoExitGame', {}, moneyCall(key))).data;
}

/** GET /game/info/{gameId}: the game's name, icon and maintenance flag for the playing screen. Quiet. */
export async function getGameInfo(gameId: number, options?: CallOptions): Promise<GameDetail> {
  return (await api.get<GameDetail>(`/game/info/${gameId}`, undefined, { loading: false, toastError: false, ...options })).data;
}

/** GET /game/session/open: the player's session still open, or null. */
export async function getOpenGameSession(options?: CallOptions): Promise<OpenGameSession> {
  return (await api.get<OpenGameSession>('/game/session/open', undefined, { toastError: false, ...options })).data ?? null;
}

export interface RoundQuery {
  /** From 1. */
  page: number;
  limit: number;
  /** Only this game's rounds. */
  gameId?: number;
}

/** GET /game/round/list: the player's recorded rounds, newest first. */
export async function getRoundList({ page, limit, gameId }: RoundQuery, options?: CallOptions): Promise<Page<RoundRecord>> {
  const query = { page, limit, ...(gameId === undefined ? {} : { gameId }) };
  return (await api.get<Page<RoundRecord>>('/game/round/list', query, options)).data;
}

/** GET /game/round/info/{id}: one of the player's rounds, its server seed filled in once revealed. */
export async function getRoundInfo(id: number, options?: CallOptions): Promise<RoundRecord> {
  return (await api.get<RoundRecord>(`/game/round/info/${id}`, undefined, options)).data;
}
