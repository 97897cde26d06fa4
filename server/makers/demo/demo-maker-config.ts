// The demo maker's settings from the environment, read once at start beside the platform's:
//   DEMO_MAKER_PORT            its own port (default 5180), so its frames are another origin
//   DEMO_MAKER_HOST            the address it listens on (default: the platform's HOST)
//   DEMO_MAKER_PUBLIC_ORIGIN   how browsers reach it (default http://<host>:<port>)
//   DEMO_MAKER_PLATFORM_ORIGIN the platform's origin as browsers see it, the only one allowed to
//                              frame the games (default http://<platform host>:<platform port>)
//   DEMO_MAKER_SECRET          the shared HMAC secret (required in production; random otherwise)
//   DEMO_MAKER_WEB_DIR         the built game pages (default dist/demo-maker-web)
import path from 'node:path';
import { readDemoMakerSecret } from './demo-maker-signature';

export const DEFAULT_DEMO_MAKER_PORT = 5180;

export class DemoMakerConfigError extends Error {
  override name = 'DemoMakerConfigError';
}

export interface DemoMakerConfig {
  host: string;
  port: number;
  publicOrigin?: string;
  platformOrigin: string;
  secret: string;
  webDir: string;
}

export function readDemoMakerConfig(
  env: Record<string, string | undefined>,
  platform: { host: string; port: number; nodeEnv: string },
  cwd = process.cwd(),
): DemoMakerConfig {
  const host = env.DEMO_MAKER_HOST?.trim() || platform.host;
  const portText = env.DEMO_MAKER_PORT?.trim() || String(DEFAULT_DEMO_MAKER_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) throw new DemoMakerConfigError(`DEMO_MAKER_PORT must be a port number, got "${portText}"`);
  const urlHost = (name: string) => (name.includes(':') ? `[${name}]` : name);
  return {
    host,
    port,
    publicOrigin: readOrigin('DEMO_MAKER_PUBLIC_ORIGIN', env.DEMO_MAKER_PUBLIC_ORIGIN),
    platformOrigin: readOrigin('DEMO_MAKER_PLATFORM_ORIGIN', env.DEMO_MAKER_PLATFORM_ORIGIN) ?? `http://${urlHost(platform.host)}:${platform.port}`,
    secret: readSecret(env, platform.nodeEnv),
    webDir: path.resolve(cwd, env.DEMO_MAKER_WEB_DIR?.trim() || 'dist/demo-maker-web'),
  };
}

function readOrigin(name: string, raw: string | undefined): string | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, '')) return url.origin;
  } catch {
    // reported below
  }
  throw new DemoMakerConfigError(`${name} must be an origin such as https://games.example.com, got "${text}"`);
}

function readSecret(env: Record<string, string | undefined>, nodeEnv: string): string {
  try {
    return readDemoMakerSecret(env, nodeEnv);
  } catch (error) {
    throw new DemoMakerConfigError((error as Error).message);
  }
}
