// The SMS module's entry: one-time codes by SMS (stored hashed, rate limited across instances)
// and the provider that delivers them. The account flows use it through shared/code-delivery.ts.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { SmsCodeRepository } from './sms-code.repository';
import { SmsCodeService } from './sms-code.service';
import { assertSmsConfigAllowed, type SmsConfig } from './sms-config';
import { SmsOutboxRepository } from './sms-outbox.repository';
import { createSmsProvider } from './sms-provider';
import { smsCommands } from './sms.commands';

export interface SmsModuleDeps {
  db: AppDatabase;
  now: Clock;
  /** Default: the outbox, which production refuses. */
  config?: SmsConfig;
  /** For the webhook provider (tests stand in for the gateway). */
  fetch: typeof fetch;
  /** NODE_ENV; 'production' refuses the outbox provider. */
  nodeEnv: string | undefined;
}

export function createSmsServices({ db, now, config = { kind: 'outbox' }, fetch, nodeEnv }: SmsModuleDeps) {
  assertSmsConfigAllowed(config, nodeEnv);
  const outbox = new SmsOutboxRepository(db);
  const provider = createSmsProvider(config, outbox, now, fetch);
  return { sms: new SmsCodeService({ db, codes: new SmsCodeRepository(db), outbox, provider, now }) };
}

export const smsModule: ServerModule<{ sms: SmsCodeService }> = { name: 'sms', commands: forService('sms', smsCommands) };
