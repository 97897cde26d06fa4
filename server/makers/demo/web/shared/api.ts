// The frame API between a game page and the demo maker's server (same origin as the page). The
// launch token is traded once for a session key that lives in memory only: a reload needs a new
// launch from the platform, so a key never sits in storage another script could read.

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SessionReply {
  sessionKey: string;
  player: { displayName: string; locale: string; currencySymbol: string };
  game: { code: string; name: string; rtp: number };
  balance: number;
  /** The largest stake the platform allows in this session (a promotion's money), or null. */
  maxBet: number | null;
  /** `transfer`: the platform brought money in and can bring more (Recharge); `seamless`: each bet is debited from the platform's wallet, nothing to recharge. */
  wallet: 'transfer' | 'seamless';
  fair: FairState;
}

export interface StateReply {
  balance: number;
  fair: FairState;
  open: unknown;
}

export interface RoundReply<Outcome = unknown> {
  roundId: string;
  bet: number;
  win: number;
  balance: number;
  outcome: Outcome;
  fair: FairState;
}

export interface RotateReply extends FairState {
  revealedServerSeed: string;
}

/** The maker answered and refused: `message` is its text, already in the player's language. */
export class MakerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The maker did not answer (network down, server gone, or a reply that is not the maker's). */
export class Disconnected extends Error {}

export class FrameApi {
  private sessionKey: string | null = null;

  async session(token: string): Promise<SessionReply> {
    const reply = await this.call<SessionReply>('POST', '/api/session', { token });
    this.sessionKey = reply.sessionKey;
    return reply;
  }

  state(): Promise<StateReply> {
    return this.call('GET', '/api/state');
  }

  round<Outcome>(wager: unknown): Promise<RoundReply<Outcome>> {
    return this.call('POST', '/api/round', wager);
  }

  /** A new client seed starts a new seed pair: the old server seed is revealed, as by a rotation. */
  setClientSeed(clientSeed: string): Promise<RotateReply> {
    return this.call('POST', '/api/fair/client-seed', { clientSeed });
  }

  rotate(): Promise<RotateReply> {
    return this.call('POST', '/api/fair/rotate', {});
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.sessionKey) headers.authorization = `Bearer ${this.sessionKey}`;
    let response: Response;
    try {
      response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' });
    } catch {
      throw new Disconnected();
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok && json !== undefined) return json as T;
    const error = typeof json === 'object' && json !== null && 'error' in json ? (json as { error: unknown }).error : undefined;
    // A proxy's error page or an empty 502 is not the maker speaking: the game is cut off.
    if (typeof error !== 'string') throw new Disconnected();
    throw new MakerError(error, response.status);
  }
}
