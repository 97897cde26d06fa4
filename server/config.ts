// Server settings from the environment, read once at start. Defaults run a local demo with no
// setup: PGlite files under ./data and the built web app from dist/web.
import path from 'node:path';
import type { DatabaseOptions } from './db/client';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the PGlite files, their lock and the operator socket. */
  dataDir: string;
  database: DatabaseOptions;
  webDir: string;
  nodeEnv: string;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', directory: pgliteDirectory(dataDir) },
    webDir: path.resolve(cwd, env.WEB_DIR || 'dist/web'),
    nodeEnv,
    logLevel: readLogLevel(env.LOG_LEVEL, nodeEnv),
  };
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
  if (raw === undefined || raw === '') return nodeEnv === 'test' ? 'silent' : 'info';
  const level = raw.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return level as LogLevel;
}
