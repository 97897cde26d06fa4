// One-time SMS codes as the flows that ask for them see them (sign-up, login, reset, Facebook
// binding): send one in the player's language, then check and use it up inside the flow's own
// transaction. The SMS module implements SmsCodes; the flows depend on this interface only.
import type { DbExecutor } from '../db/client';
import type { ApiError } from '../errors';
import type { SiteSettingsReader } from './site-settings';
import type { SmsPurpose } from './sms-purpose';

export interface SendCodeRequest {
  /** Already validated and normalized. */
  phone: string;
  purpose: SmsPurpose;
  /** The requester's address, for the per-address limit. */
  ip: string;
  /** The message text around the code, in the player's language. */
  compose(code: string, minutes: number): string;
}

/** A redeemable code (its row id) or why not; the caller marks it used once its action succeeds. */
export type CodeCheck = { ok: true; id: number } | { ok: false; error: ApiError };

export interface SmsCodes {
  /** Refused (ApiError) within the resend wait or over the per-phone/per-address limits. */
  send(request: SendCodeRequest): Promise<void>;
  /**
   * Checks `code` against the newest code for the phone and purpose, counting a wrong try; the
   * caller must let `tx` commit (return, not throw) so a wrong try counts.
   */
  check(phone: string, purpose: SmsPurpose, code: string, tx: DbExecutor): Promise<CodeCheck>;
  markUsed(id: number, tx: DbExecutor): Promise<void>;
}

export interface CodeRequester {
  ip: string;
  /** request.t: the SMS goes out in the language of the page that asked for it. */
  t(key: string, params?: Record<string, string | number>): string;
}

/** Sends a code for one of the flows: the SMS text in the player's language, with the site's name. */
export async function deliverCode(
  { sms, site }: { sms: SmsCodes; site: SiteSettingsReader },
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
