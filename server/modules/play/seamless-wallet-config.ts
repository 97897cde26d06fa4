// Which seamless-wallet maker's callbacks this platform opens (docs/seamless-wallet.md) and the
// secret both sides sign with: SEAMLESS_MAKER_SECRET, read as the demo maker's DEMO_MAKER_SECRET is
// (required in production, at least 16 characters; outside production a random one per process,
// handed to the maker started in the same process). The same secret signs the wallet tokens
// (wallet-token.ts, under its own prefix), so every instance accepts every instance's token.
import { readDemoMakerSecret } from '../../makers/demo/demo-maker-signature';

/** The maker code whose wallet callbacks are open unless configured otherwise. */
export const SEAMLESS_MAKER_CODE = 'seamless';

export interface SeamlessWalletConfig {
  makerCode: string;
  secret: string;
}

export function readSeamlessWalletConfig(env: Record<string, string | undefined>, nodeEnv: string | undefined): SeamlessWalletConfig {
  try {
    return { makerCode: SEAMLESS_MAKER_CODE, secret: readDemoMakerSecret({ DEMO_MAKER_SECRET: env.SEAMLESS_MAKER_SECRET }, nodeEnv) };
  } catch (error) {
    // The rule is the demo maker's; the variable named is this one.
    throw new Error((error as Error).message.replace('DEMO_MAKER_SECRET', 'SEAMLESS_MAKER_SECRET'), { cause: error });
  }
}
