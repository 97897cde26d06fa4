// The seamless maker as its own HTTP service, beside the demo maker in this process: its own
// Fastify instance on its own port (SEAMLESS_MAKER_PORT; its frames are another origin), its own
// tables, the demo maker's game pages, frame API and published tables for the games it serves
// (Penalty Shootout), and no money: every bet is a debit at the platform's wallet and every
// settlement a credit (seamless-maker.service.ts). A recovery pass finishes the rounds a request
// left in doubt. start.ts starts it beside the platform; tests start one on port 0.
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../clock';
import type { DemoMakerOptions } from '../demo/demo-maker';
import { makerHttp } from '../maker-http';
import { serveMaker } from '../maker-server';
import type { SeamlessAdapterOptions } from './seamless-adapter';
import { SeamlessMakerService, seamlessGame } from './seamless-maker.service';
import { seamlessPlatformRoutes } from './seamless-platform.routes';
import { SeamlessWalletClient } from './seamless-wallet-client';

export const SEAMLESS_MAKER_CODE = 'seamless';
export const DEFAULT_SEAMLESS_MAKER_PORT = 5190;
/** How often the recovery pass looks for rounds left in doubt. */
export const SEAMLESS_RECOVERY_MS = 10_000;

/** As the demo maker's options, with where the platform's wallet answers. */
export interface SeamlessMakerOptions extends Omit<DemoMakerOptions, 'onRoute'> {
  /** Where the platform's maker API answers (its wallet callbacks); known once the platform listens. */
  walletOrigin: () => string;
  /** 0: no recovery pass (tests run finishUnfinished themselves). */
  recoveryMs?: number;
  /** For tests: the fetch its wallet calls go through. */
  fetch?: typeof fetch;
}

export interface SeamlessMaker {
  origin: string;
  adapterOptions: SeamlessAdapterOptions;
  app: FastifyInstance;
  service: SeamlessMakerService;
  close(): Promise<void>;
}

export async function startSeamlessMaker(options: SeamlessMakerOptions): Promise<SeamlessMaker> {
  const now = options.now ?? systemClock;
  const wallet = new SeamlessWalletClient({ makerCode: SEAMLESS_MAKER_CODE, secret: options.secret, walletOrigin: options.walletOrigin, fetch: options.fetch });
  const service = new SeamlessMakerService(options.db, now, wallet);
  const http = makerHttp({ platformOrigin: options.platformOrigin, logger: options.logger });
  const { app } = http;
  const { origin, apiOrigin } = await serveMaker(http, { ...options, service, platformRoutes: seamlessPlatformRoutes, game: seamlessGame, wallet: 'seamless' });

  const recoveryMs = options.recoveryMs ?? SEAMLESS_RECOVERY_MS;
  let passing: Promise<unknown> = Promise.resolve();
  const timer =
    recoveryMs > 0
      ? setInterval(() => {
          passing = passing.then(() => service.finishUnfinished()).catch((error: unknown) => app.log.error({ err: error }, 'seamless maker recovery pass failed'));
        }, recoveryMs)
      : null;
  timer?.unref();
  return {
    origin,
    adapterOptions: { code: SEAMLESS_MAKER_CODE, origin, apiOrigin, secret: options.secret },
    app,
    service,
    close: async () => {
      if (timer) clearInterval(timer);
      await passing;
      await app.close();
    },
  };
}
