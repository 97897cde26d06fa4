// Server settings from the environment, read once at start. Defaults run a local demo with no
// setup: PGlite files under ./data and the built web app from dist/web.
import path from 'node:path';
import type { DatabaseOptions } from './db/client';
import { PGLITE_MAINTENANCE_MS } from './db/pglite-maintenance';
import { ROUNDS_PER_PASS_TARGET } from './modules/play/round-sync-pace';
import type { FacebookConfig } from './modules/accounts/facebook-graph';
import { SmsConfigError, readSmsConfig, type SmsConfig } from './modules/sms/sms-config';
import { NodeEnvError, readNodeEnv, type NodeEnv } from './shared/node-env';
import { readSandboxSecret, SandboxSecretError } from './modules/payments/sandbox-signature';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the PGlite files, their lock and the operator socket. */
  dataDir: string;
  database: DatabaseOptions;
  webDir: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** SMS_PROVIDER (outbox | webhook), SMS_WEBHOOK_URL, SMS_WEBHOOK_TIMEOUT_MS, SMS_WEBHOOK_TOKEN. */
  sms: SmsConfig;
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET; null when not set (Facebook login off). */
  facebook: FacebookConfig | null;
  /** TRUST_PROXY: behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** PAY_SANDBOX_SECRET: the sandbox payment gateway's HMAC secret; random per process outside production, where unset turns the sandbox off (null). */
  paySandboxSecret: string | null;
  /**
   * GAME_ROUND_SYNC_MS and GAME_RECOVERY_MS: the longest wait between the play module's pulls of
   * makers' rounds, and how often it retries transfers left pending (0: never); GAME_ROUND_SYNC_ROUNDS:
   * the rounds a pull waits for under play (RoundSyncPace).
   */
  play: { roundSyncMs: number; recoveryMs: number; roundSyncRounds: number };
  /** PGLITE_MAINTENANCE_MS: on PGlite, how often the server looks for tables to analyze or vacuum (0: never). */
  pgliteMaintenanceMs: number;
}

/** Fastify's trustProxy: all hops, a list of proxy addresses/CIDRs, or which hops to trust. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const nodeEnv = readEnvironment(env.NODE_ENV);
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, maxConnections: readPoolSize(env.DATABASE_POOL_SIZE) }
      : { kind: 'pglite', directory: pgliteDirectory(dataDir) },
    webDir: path.resolve(cwd, env.WEB_DIR || 'dist/web'),
    nodeEnv,
    logLevel: readLogLevel(env.LOG_LEVEL, nodeEnv),
    sms: readSms(env, nodeEnv),
    facebook: readFacebook(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    paySandboxSecret: readPaySandboxSecret(env, nodeEnv),
    play: {
      roundSyncMs: readInterval('GAME_ROUND_SYNC_MS', env.GAME_ROUND_SYNC_MS, 2000),
      recoveryMs: readInterval('GAME_RECOVERY_MS', env.GAME_RECOVERY_MS, 15_000),
      roundSyncRounds: readRoundsPerPass(env.GAME_ROUND_SYNC_ROUNDS),
    },
    pgliteMaintenanceMs: readInterval('PGLITE_MAINTENANCE_MS', env.PGLITE_MAINTENANCE_MS, PGLITE_MAINTENANCE_MS),
  };
}

/**
 * The most PostgreSQL connections one server holds in its pool: a whole number from 1 to 100
 * (default 10, node-postgres's own). Every server sharing a cluster holds its own pool, so with
 * several instances on a small host fewer each keep PostgreSQL's busy backends near its cores.
 */
export const DEFAULT_POOL_SIZE = 10;
const readPoolSize = (raw: string | undefined): number => readWhole('DATABASE_POOL_SIZE', raw, DEFAULT_POOL_SIZE, { least: 1, most: 100, unit: 'connections' });

/**
 * The rounds a round-sync pass waits for under play: a whole number from 1 to 100,000. A pass
 * records in batches of at most 2,000 whatever this is; past 100,000 a busy casino's books would
 * lag by a minute.
 */
const readRoundsPerPass = (raw: string | undefined): number =>
  readWhole('GAME_ROUND_SYNC_ROUNDS', raw, ROUNDS_PER_PASS_TARGET, { least: 1, most: 100_000, unit: 'rounds' });

/** A whole number of `unit` from `least` to `most`; `fallback` when unset or blank. */
function readWhole(name: string, raw: string | undefined, fallback: number, { least, most, unit }: { least: number; most: number; unit: string }): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least || value > most) {
    throw new ConfigError(`${name} must be whole ${unit} from ${least} to ${most}, got "${raw}"`);
  }
  return value;
}

/** Milliseconds between two passes of a background job; 0 turns it off. */
function readInterval(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = Number(raw);
  // Under 100 ms a pass would poll a maker faster than it plays; over a day is a mistake.
  if (!Number.isInteger(ms) || (ms !== 0 && (ms < 100 || ms > 86_400_000))) {
    throw new ConfigError(`${name} must be 0 (off) or whole milliseconds from 100 to 86400000, got "${raw}"`);
  }
  return ms;
}

function readEnvironment(raw: string | undefined): NodeEnv {
  try {
    return readNodeEnv(raw);
  } catch (error) {
    if (error instanceof NodeEnvError) throw new ConfigError(error.message);
    throw error;
  }
}

function readPaySandboxSecret(env: Env, nodeEnv: string): string | null {
  try {
    return readSandboxSecret(env, nodeEnv);
  } catch (error) {
    if (error instanceof SandboxSecretError) throw new ConfigError(error.message);
    throw error;
  }
}

function readSms(env: Env, nodeEnv: string): SmsConfig {
  try {
    return readSmsConfig(env, nodeEnv);
  } catch (error) {
    // The same refusal, as the configuration error start.ts reports before exiting.
    if (error instanceof SmsConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function readFacebook(env: Env): FacebookConfig | null {
  const appId = env.FACEBOOK_APP_ID?.trim() ?? '';
  const appSecret = env.FACEBOOK_APP_SECRET?.trim() ?? '';
  if (!appId && !appSecret) return null;
  if (!appId || !appSecret) throw new ConfigError('Facebook login needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET');
  if (!/^\d+$/.test(appId)) throw new ConfigError(`FACEBOOK_APP_ID is a number, got "${appId}"`);
  return { appId, appSecret };
}

/**
 * Per-address limits need the client's address, which behind a reverse proxy is in
 * X-Forwarded-For: "true" trusts every hop, a number that many hops, anything else is a list of
 * proxy addresses or CIDRs (Fastify's trustProxy).
 */
function readTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

/** PGlite keeps its files in a folder of the data dir, so uploads and the socket can sit beside it. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function opsSocketPath(dataDir: string): string {
  return path.join(dataDir, 'ops.sock');
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function readLogLevel(raw: string | undefined, nodeEnv: string): LogLevel {
  // Warnings and errors by default: a start prints one ready line, not a JSON line per request.
  if (raw === undefined || raw === '') return nodeEnv === 'test' ? 'silent' : 'warn';
  const level = raw.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return level as LogLevel;
}
