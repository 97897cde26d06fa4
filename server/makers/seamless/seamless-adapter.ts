// The platform's side of the seamless maker: SeamlessMakerAdapter over the maker's signed
// server-to-server API (seamless-platform.routes.ts): a launch that hands the maker the session's
// wallet token, and the seeds it revealed. Nothing else crosses this way: the maker calls the
// platform's wallet for money (docs/seamless-wallet.md).
import type { MakerPlayer, SeamlessMakerAdapter } from '../maker-adapter';
import { DEFAULT_MAKER_TIMEOUT_MS, signedMakerCall, text } from '../demo/demo-adapter';

export interface SeamlessAdapterOptions {
  /** The maker code in the games table ('seamless'). */
  code: string;
  /** The origin its frames load from. */
  origin: string;
  /** Where the server-to-server API answers. */
  apiOrigin: string;
  /** SEAMLESS_MAKER_SECRET: signs both ways (the wallet tokens too, on the platform's side). */
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class SeamlessMakerHttpAdapter implements SeamlessMakerAdapter {
  readonly protocol = 'seamless' as const;
  readonly code: string;
  readonly origin: string;

  constructor(private readonly options: SeamlessAdapterOptions) {
    this.code = options.code;
    this.origin = options.origin;
  }

  async launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string; maxBet: bigint | null; walletToken: string }): Promise<{ url: string }> {
    const reply = await this.call<{ url: string }>('POST', '/platform/launch', { ...input, maxBet: input.maxBet === null ? null : input.maxBet.toString() });
    return { url: text(reply.url) };
  }

  async revealedSeed(serverSeedHash: string): Promise<string | null> {
    const reply = await this.call<{ serverSeed: string | null }>('GET', `/platform/revealed-seed?hash=${encodeURIComponent(serverSeedHash)}`);
    return reply.serverSeed === null ? null : text(reply.serverSeed);
  }

  private call<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<T> {
    const { code, apiOrigin, secret } = this.options;
    return signedMakerCall<T>({ code, apiOrigin, secret, timeoutMs: this.options.timeoutMs ?? DEFAULT_MAKER_TIMEOUT_MS, fetch: this.options.fetch ?? fetch }, method, pathWithQuery, body);
  }
}
