// The caller's language: every call carries a `lang` query (SPEC.md §7). It becomes
// `request.locale`, and `request.t(key)` gives the server's texts in that language.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../../src/domain/locales';
import { loadServerMessages, translate, type MessageParams, type Translate } from '../i18n/server-messages';

declare module 'fastify' {
  interface FastifyRequest {
    locale: LocaleCode;
    t: Translate;
  }
}

export interface LocalePluginOptions {
  /** Where the five locale files are; defaults to the repository's locales/. */
  localesDir?: string;
}

export default fp<LocalePluginOptions>(
  async (app, options) => {
    const { messages, problems } = loadServerMessages(options.localesDir);
    for (const problem of problems) app.log.warn(`server messages fall back to en_US: ${problem}`);

    app.decorateRequest('locale', FALLBACK_LOCALE);
    // A getter, so `request.t` is bound to its request even when passed around as a function.
    app.decorateRequest('t', {
      getter(this: FastifyRequest): Translate {
        return (key: string, params?: MessageParams) => translate(messages, this.locale, key, params);
      },
    });
    // A callback hook: the work is synchronous, so no promise and no extra turn per request.
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = readLocale((request.query as Record<string, unknown> | undefined)?.lang);
      done();
    });
  },
  { name: 'locale' },
);

/** 'th_TH', and also 'th-TH' as some clients write it; anything else is the fallback. */
function readLocale(lang: unknown): LocaleCode {
  const code = typeof lang === 'string' ? lang.replace('-', '_') : lang;
  return isLocaleCode(code) ? code : FALLBACK_LOCALE;
}
