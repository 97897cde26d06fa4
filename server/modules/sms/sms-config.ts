// Which SMS provider delivers codes, read from the environment. The outbox only stores messages
// for the developer to read, so it must never run in production: both loadConfig and the service
// factory refuse that combination.
export type SmsConfig =
  /** Messages land in the sms_outbox table; the dev routes and `ops sms outbox` show them. */
  | { kind: 'outbox' }
  /** Each message is POSTed as JSON to the operator's SMS gateway. */
  | { kind: 'webhook'; url: string; timeoutMs: number; token?: string };

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;

export class SmsConfigError extends Error {
  override name = 'SmsConfigError';
}

type Env = Record<string, string | undefined>;

export function readSmsConfig(env: Env, nodeEnv: string): SmsConfig {
  const kind = (env.SMS_PROVIDER || 'outbox').trim().toLowerCase();
  if (kind === 'outbox') {
    const config: SmsConfig = { kind: 'outbox' };
    assertSmsConfigAllowed(config, nodeEnv);
    return config;
  }
  if (kind !== 'webhook') throw new SmsConfigError(`SMS_PROVIDER must be outbox or webhook, got "${env.SMS_PROVIDER}"`);
  const url = env.SMS_WEBHOOK_URL?.trim() ?? '';
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new SmsConfigError(`SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL, an http(s) address; got "${url}"`);
  }
  const rawTimeout = env.SMS_WEBHOOK_TIMEOUT_MS;
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_WEBHOOK_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new SmsConfigError(`SMS_WEBHOOK_TIMEOUT_MS must be a positive whole number of milliseconds, got "${rawTimeout}"`);
  }
  const token = env.SMS_WEBHOOK_TOKEN?.trim();
  return { kind: 'webhook', url, timeoutMs, ...(token ? { token } : {}) };
}

/** The outbox hands every code to whoever can read the database or the dev routes. */
export function assertSmsConfigAllowed(config: SmsConfig, nodeEnv: string | undefined): void {
  // Anything but unset, development or test is refused, so a misspelt "Production" is too.
  if (config.kind === 'outbox' && nodeEnv !== undefined && nodeEnv !== '' && nodeEnv !== 'development' && nodeEnv !== 'test') {
    throw new SmsConfigError(
      `The outbox SMS provider only stores codes for developers and cannot run with NODE_ENV=${nodeEnv}. ` +
        'Set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL to your SMS gateway.',
    );
  }
}
