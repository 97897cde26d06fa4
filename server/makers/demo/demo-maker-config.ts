// The demo maker's settings from the environment, read once at start beside the platform's:
//   DEMO_MAKER_PORT            its own port (default 5180), so its frames are another origin
//   DEMO_MAKER_HOST            the address it listens on (default: the platform's HOST)
//   DEMO_MAKER_PUBLIC_ORIGIN   how browsers reach it (default http://<host>:<port>)
//   DEMO_MAKER_PLATFORM_ORIGIN the platform's origin as browsers see it, the only one allowed to
//                              frame the games (default http://<platform host>:<platform port>)
//   DEMO_MAKER_SECRET          the shared HMAC secret (required in production; random otherwise)
//   DEMO_MAKER_WEB_DIR         the built game pages (default dist/demo-maker-web)
import path from 'node:path';
import { readMakerSecret } from './demo-maker-signature';

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
  return readMakerConfig({ prefix: 'DEMO_MAKER', defaultPort: DEFAULT_DEMO_MAKER_PORT }, env, platform, cwd);
}

/**
 * A maker's settings under its prefix (DEMO_MAKER_PORT, SEAMLESS_MAKER_PORT, ...), read as the demo
 * maker's are. The game pages are one build: a maker without its own <prefix>_WEB_DIR serves
 * DEMO_MAKER_WEB_DIR's.
 */
export function readMakerConfig(
  maker: { prefix: string; defaultPort: number },
  env: Record<string, string | undefined>,
  platform: { host: string; port: number; nodeEnv: string },
  cwd = process.cwd(),
): DemoMakerConfig {
  const variable = (name: string) => `${maker.prefix}_${name}`;
  const host = env[variable('HOST')]?.trim() || platform.host;
  const portText = env[variable('PORT')]?.trim() || String(maker.defaultPort);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) throw new DemoMakerConfigError(`${variable('PORT')} must be a port number, got "${portText}"`);
  const urlHost = (name: string) => (name.includes(':') ? `[${name}]` : name);
  return {
    host,
    port,
    publicOrigin: readOrigin(variable('PUBLIC_ORIGIN'), env[variable('PUBLIC_ORIGIN')]),
    platformOrigin: readOrigin(variable('PLATFORM_ORIGIN'), env[variable('PLATFORM_ORIGIN')]) ?? `http://${urlHost(platform.host)}:${platform.port}`,
    secret: readSecret(variable('SECRET'), env, platform.nodeEnv),
    webDir: path.resolve(cwd, env[variable('WEB_DIR')]?.trim() || env.DEMO_MAKER_WEB_DIR?.trim() || 'dist/demo-maker-web'),
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

function readSecret(variable: string, env: Record<string, string | undefined>, nodeEnv: string): string {
  try {
    return readMakerSecret(variable, env, nodeEnv);
  } catch (error) {
    throw new DemoMakerConfigError((error as Error).message);
  }
}
