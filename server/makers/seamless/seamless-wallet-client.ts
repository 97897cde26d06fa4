// The seamless maker's calls to the platform's wallet (docs/seamless-wallet.md):
//   POST {platform}/maker-api/{makerCode}/wallet/{balance|debit|credit|rollback}
// signed as the demo maker's calls are (demo-maker-signature.ts) with the seamless maker's secret.
// Amounts are strings of minor units. A call that cannot connect, times out, or gets a 5xx or an
// unreadable answer is in doubt: it is sent again with the same body (so the same transactionId),
// and when it stays in doubt the round is left for the recovery pass to finish.
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRequest } from '../demo/demo-maker-signature';

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';
export type WalletStatus = 'OK' | 'INVALID_TOKEN' | 'INSUFFICIENT_FUNDS' | 'MAX_BET_EXCEEDED' | 'DEBIT_ROLLED_BACK' | 'ROUND_SETTLED' | 'UNKNOWN_DEBIT' | 'BAD_REQUEST';

export interface WalletAnswer {
  status: WalletStatus;
  /** The session's money after the call (minor units), when the platform says it. */
  balance: bigint | null;
}

/** The platform did not answer (or not readably): the call's effect is unknown until it is repeated. */
export class WalletInDoubt extends Error {
  override name = 'WalletInDoubt';
}

export interface WalletClientOptions {
  makerCode: string;
  secret: string;
  /** Where the platform's maker API answers (known once the platform listens). */
  walletOrigin: () => string;
  /** Attempts per call before it is left in doubt (default 3). */
  attempts?: number;
  timeoutMs?: number;
  /** For tests: a fetch that fails on purpose. */
  fetch?: typeof fetch;
}

const STATUSES = new Set<string>(['OK', 'INVALID_TOKEN', 'INSUFFICIENT_FUNDS', 'MAX_BET_EXCEEDED', 'DEBIT_ROLLED_BACK', 'ROUND_SETTLED', 'UNKNOWN_DEBIT', 'BAD_REQUEST']);
const RETRY_PAUSE_MS = 100;

export class SeamlessWalletClient {
  private readonly attempts: number;
  private readonly timeoutMs: number;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: WalletClientOptions) {
    this.attempts = options.attempts ?? 3;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetcher = options.fetch ?? fetch;
  }

  /** One wallet call, repeated with the same body while in doubt; WalletInDoubt when it stays so. */
  async call(call: WalletCall, body: Record<string, unknown>): Promise<WalletAnswer> {
    let last: unknown;
    for (let attempt = 0; attempt < this.attempts; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
      try {
        return await this.once(call, body);
      } catch (error) {
        if (!(error instanceof WalletInDoubt)) throw error;
        last = error;
      }
    }
    throw last instanceof WalletInDoubt ? last : new WalletInDoubt(`wallet ${call}: no answer`);
  }

  private async once(call: WalletCall, body: Record<string, unknown>): Promise<WalletAnswer> {
    const pathWithQuery = `/maker-api/${this.options.makerCode}/wallet/${call}`;
    const payload = JSON.stringify(body);
    const timestamp = String(Date.now());
    let response: Response;
    try {
      response = await this.fetcher(`${this.options.walletOrigin()}${pathWithQuery}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signRequest(this.options.secret, { timestamp, method: 'POST', pathWithQuery, body: payload }),
        },
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new WalletInDoubt(`wallet ${call}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status !== 200) throw new WalletInDoubt(`wallet ${call} answered ${response.status}: ${text.slice(0, 200)}`);
    let reply: { status?: unknown; balance?: unknown };
    try {
      reply = JSON.parse(text) as typeof reply;
    } catch {
      throw new WalletInDoubt(`wallet ${call} answered no JSON`);
    }
    if (typeof reply.status !== 'string' || !STATUSES.has(reply.status)) throw new WalletInDoubt(`wallet ${call} answered status ${String(reply.status)}`);
    const balance = typeof reply.balance === 'string' && /^\d{1,19}$/.test(reply.balance) ? BigInt(reply.balance) : null;
    return { status: reply.status as WalletStatus, balance };
  }
}
