// How a verification code reaches a phone. The service composes the text and the provider
// delivers it: the outbox (development) stores it, the webhook hands it to the operator's gateway.
import type { SmsPurpose } from '../../shared/sms-purpose';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import type { SmsConfig } from './sms-config';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  /** Kept apart from the text so the outbox can list codes; the webhook sends only the text. */
  code: string;
  text: string;
}

export interface SmsProvider {
  readonly kind: SmsConfig['kind'];
  /** Resolves once the message is accepted; throws SmsDeliveryError when it was not. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export class OutboxSmsProvider implements SmsProvider {
  readonly kind = 'outbox';
  constructor(
    private readonly outbox: SmsOutboxRepository,
    private readonly now: () => Date,
  ) {}

  async send({ phone, purpose, code, text }: SmsMessage): Promise<void> {
    await this.outbox.insert({ phone, purpose, code, body: text, createdAt: this.now() });
  }
}

export class WebhookSmsProvider implements SmsProvider {
  readonly kind = 'webhook';
  constructor(
    private readonly config: Extract<SmsConfig, { kind: 'webhook' }>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send({ phone, purpose, text }: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.token ? { authorization: `Bearer ${this.config.token}` } : {}),
        },
        body: JSON.stringify({ phone, text, purpose }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).message}`, { cause: error });
    }
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered HTTP ${response.status}`);
  }
}

export function createSmsProvider(
  config: SmsConfig,
  outbox: SmsOutboxRepository,
  now: () => Date,
  fetchImpl?: typeof fetch,
): SmsProvider {
  return config.kind === 'outbox' ? new OutboxSmsProvider(outbox, now) : new WebhookSmsProvider(config, fetchImpl);
}
