// A new player's first message (issue 20): a welcome in the language they signed up in, naming the
// site, pointing at the deposit, the lobby, the promotions and safer play. Written in the sign-up's
// transaction, so a player never exists without it and a failed sign-up leaves none behind.
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../../../src/domain/locales';
import type { DbExecutor } from '../../db/client';
import { loadServerMessages, translate, type ServerMessages } from '../../i18n/server-messages';

/** The messages module's writer, as sign-up uses it. */
export interface WelcomeSender {
  send(
    input: { audience: { to: 'player'; playerId: number }; category: 'system'; title: string; content: string; actor: string },
    tx?: DbExecutor,
  ): Promise<unknown>;
}

let texts: ServerMessages | undefined;

export function welcomeMessage(lang: string, siteName: string): { title: string; content: string } {
  texts ??= loadServerMessages().messages;
  const locale: LocaleCode = isLocaleCode(lang) ? lang : FALLBACK_LOCALE;
  return {
    title: translate(texts, locale, 'server.welcome.title', { site: siteName }),
    content: translate(texts, locale, 'server.welcome.content', { site: siteName }),
  };
}

/** Sends the welcome to the player just made, inside the transaction that made them. */
export async function sendWelcome(sender: WelcomeSender, playerId: number, lang: string, siteName: string, tx: DbExecutor): Promise<void> {
  const { title, content } = welcomeMessage(lang, siteName);
  await sender.send({ audience: { to: 'player', playerId }, category: 'system', title, content, actor: 'system' }, tx);
}
