// Operator command for the demo SMS outbox: the codes the outbox provider "sent".
import type { OpsCommand } from '../../shared/ops-command';
import { canonicalPhone } from '../../shared/phone-input';
import type { SmsCodeService } from './sms-code.service';

export const smsCommands: OpsCommand<SmsCodeService>[] = [
  {
    name: 'sms outbox',
    args: '[phone]',
    summary: 'show the newest messages of the outbox SMS provider, for one phone or all',
    minArgs: 0,
    maxArgs: 1,
    async run([phone], sms) {
      const messages = await sms.outboxMessages(phone === undefined ? undefined : canonicalPhone(phone));
      if (messages.length === 0) {
        const note = sms.providerKind === 'outbox' ? '' : ' (this server delivers SMS by webhook; the outbox is not used)';
        return `No messages${phone === undefined ? '' : ` for ${phone}`}${note}.`;
      }
      return messages
        .map((message) => `${message.createdAt.toISOString()}  ${message.phone}  ${message.purpose.padEnd(8)}  ${message.code}  ${message.body}`)
        .join('\n');
    },
  },
];
