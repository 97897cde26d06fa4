// The platform's side of the demo maker: GameMakerAdapter over the maker's signed
// server-to-server API (demo-platform.routes.ts). Amounts are bigint minor units here and decimal
// text on the wire. A call that times out, cannot connect, or gets a 5xx or an unreadable reply is
// MakerUnavailable (the move is in doubt: retry with the same transfer id); a 4xx is MakerRefused.
import type { GameMakerAdapter, MakerPlayer, MakerRound } from '../maker-adapter';
import { MakerRefused, MakerUnavailable } from '../maker-adapter';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRequest } from './demo-maker-signature';

export const DEFAULT_MAKER_TIMEOUT_MS = 5_000;

export interface DemoAdapterOptions {
  /** The maker code in the games table and the ledger ('demo'). */
  code: string;
  /** The origin its frames load from. */
  origin: string;
  /** Where the server-to-server API answers (default: origin). */
  apiOrigin?: string;
  secret: string;
  timeoutMs?: number;
  /** For tests: a fetch that fails on purpose. */
  fetch?: typeof fetch;
}

interface WireRound {
  makerRoundId: string;
  playerId: number;
  gameCode: string;
  bet: string;
  win: string;
  balanceAfter: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  wager: unknown;
  outcome: unknown;
  finishedAt: string;
}

export class DemoMakerAdapter implements GameMakerAdapter {
  readonly code: string;
  readonly origin: string;
  private readonly apiOrigin: string;
  private readonly timeoutMs: number;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: DemoAdapterOptions) {
    this.code = options.code;
    this.origin = options.origin;
    this.apiOrigin = options.apiOrigin ?? options.origin;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_MAKER_TIMEOUT_MS;
    this.fetcher = options.fetch ?? fetch;
  }

  async launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string; maxBet?: bigint | null }): Promise<{ url: string }> {
    const { maxBet, ...rest } = input;
    const reply = await this.call<{ url: string }>('POST', '/platform/launch', { ...rest, maxBet: maxBet === undefined || maxBet === null ? null : maxBet.toString() });
    return { url: text(reply.url) };
  }

  async transferIn(input: { playerId: number; transferId: string; amount: bigint }): Promise<{ balance: bigint }> {
    const reply = await this.call<{ balance: string }>('POST', '/platform/transfer-in', { ...input, amount: input.amount.toString() });
    return { balance: minor(reply.balance) };
  }

  async transferOut(input: { playerId: number; transferId: string }): Promise<{ amount: bigint; lastRoundId: string | null }> {
    const reply = await this.call<{ amount: string; lastRoundId: string | null }>('POST', '/platform/transfer-out', input);
    return { amount: minor(reply.amount), lastRoundId: reply.lastRoundId === null ? null : text(reply.lastRoundId) };
  }

  async balance(playerId: number): Promise<bigint> {
    const reply = await this.call<{ balance: string }>('GET', `/platform/balance?playerId=${playerId}`);
    return minor(reply.balance);
  }

  async rounds(afterRoundId: string | null, limit: number): Promise<MakerRound[]> {
    const query = new URLSearchParams({ after: afterRoundId ?? '', limit: String(limit) });
    const reply = await this.call<{ rounds: WireRound[] }>('GET', `/platform/rounds?${query}`);
    if (!Array.isArray(reply.rounds)) throw new MakerUnavailable('demo maker: rounds reply without rounds');
    return reply.rounds.map((round) => ({
      makerRoundId: text(round.makerRoundId),
      playerId: round.playerId,
      gameCode: text(round.gameCode),
      bet: minor(round.bet),
      win: minor(round.win),
      balanceAfter: minor(round.balanceAfter),
      serverSeedHash: text(round.serverSeedHash),
      clientSeed: text(round.clientSeed),
      nonce: round.nonce,
      wager: round.wager,
      outcome: round.outcome,
      finishedAt: new Date(text(round.finishedAt)),
    }));
  }

  async revealedSeed(serverSeedHash: string): Promise<string | null> {
    const reply = await this.call<{ serverSeed: string | null }>('GET', `/platform/revealed-seed?hash=${encodeURIComponent(serverSeedHash)}`);
    return reply.serverSeed === null ? null : text(reply.serverSeed);
  }

  private call<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<T> {
    return signedMakerCall<T>({ ...this.options, apiOrigin: this.apiOrigin, timeoutMs: this.timeoutMs, fetch: this.fetcher }, method, pathWithQuery, body);
  }
}

/**
 * One signed call to a maker's server-to-server API (the demo maker's, the seamless maker's):
 * MakerUnavailable when it cannot connect, times out, or gets a 5xx or no JSON; MakerRefused on a 4xx.
 */
export async function signedMakerCall<T>(
  options: { code: string; apiOrigin: string; secret: string; timeoutMs: number; fetch: typeof fetch },
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: unknown,
): Promise<T> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signRequest(options.secret, { timestamp, method, pathWithQuery, body: payload }),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const where = `${options.code} maker ${method} ${pathWithQuery.split('?')[0]}`;
  let response: Response;
  try {
    response = await options.fetch(`${options.apiOrigin}${pathWithQuery}`, {
      method,
      headers,
      body: body === undefined ? undefined : payload,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new MakerUnavailable(`${where}: ${(error as Error).message}`);
  }
  const reply = await response.text().catch(() => '');
  const answered = `${where} answered ${response.status}`;
  if (response.status >= 500) throw new MakerUnavailable(`${answered}: ${reply.slice(0, 200)}`);
  if (response.status >= 400) throw new MakerRefused(`${answered}: ${reply.slice(0, 200)}`);
  try {
    return JSON.parse(reply) as T;
  } catch {
    throw new MakerUnavailable(`${answered} with no JSON`);
  }
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new MakerUnavailable(`demo maker: expected text, got ${typeof value}`);
  return value;
}

function minor(value: unknown): bigint {
  if (typeof value !== 'string' || !/^-?\d{1,19}$/.test(value)) throw new MakerUnavailable(`demo maker: expected an amount, got ${String(value)}`);
  return BigInt(value);
}
