// Sending a verification code for one of the account flows: the SMS text in the player's
// language, with the site's name, from the address that asked.
import type { SmsPurpose } from '../../db/schema';
import type { SiteService } from '../site/site.service';
import type { SmsCodeService } from '../sms/sms-code.service';

export interface CodeRequester {
  ip: string;
  /** request.t: the SMS goes out in the language of the page that asked for it. */
  t(key: string, params?: Record<string, string | number>): string;
}

export async function deliverCode(
  sms: SmsCodeService,
  site: SiteService,
  phone: string,
  purpose: SmsPurpose,
  requester: CodeRequester,
): Promise<void> {
  const siteName = String(await site.getSiteSetting('websiteName'));
  await sms.send({
    phone,
    purpose,
    ip: requester.ip,
    compose: (code, minutes) => requester.t('server.smsBody', { site: siteName, code, minutes }),
  });
}
