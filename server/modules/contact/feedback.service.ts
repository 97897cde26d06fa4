// Feedback to support (SPEC.md §3 "Feedback", §5): a text of at least FEEDBACK_MIN_LENGTH
// characters, up to UPLOAD_MAX_FILES pictures the player uploaded (POST /common/upload), and a
// contact phone of the site's country. An operator answers from the command line; the answer
// reaches the player as a system message, in the same transaction as the feedback is closed.
import { FEEDBACK_MAX_LENGTH } from '../../../src/domain/contact';
import type { FeedbackInput, FeedbackReceipt } from '../../../src/domain/contact.schema';
import { FEEDBACK_MIN_LENGTH } from '../../../src/domain/constants';
import { isLocaleCode, FALLBACK_LOCALE, type LocaleCode } from '../../../src/domain/locales';
import { UPLOAD_MAX_FILES } from '../../../src/domain/pay';
import { systemClock, type Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { invalid } from '../../errors';
import { loadServerMessages, translate, type ServerMessages } from '../../i18n/server-messages';
import { assertValid, trimmed } from '../../shared/input-checks';
import { canonicalPhone, checkPhoneInput, sitePhoneCountry } from '../../shared/phone-input';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { ContactRepository, FeedbackRow } from './contact.repository';

/** The uploads module's ownership check. */
export interface PictureOwnership {
  ownsUrl(playerId: number, url: string): Promise<boolean>;
}

/** The messages module's sender (a system message to one player). */
export interface AnswerSender {
  send(
    input: { audience: { to: 'player'; playerId: number }; category: 'system'; title: string; content: string; actor: string },
    tx?: DbExecutor,
  ): Promise<{ id: number }>;
}

export class FeedbackError extends Error {
  override name = 'FeedbackError';
}

export const FEEDBACK_ANSWER_MAX = 2000;

let texts: ServerMessages | undefined;
/** The answer's title in the player's language, from the same locale files as every server text. */
function answerTitle(lang: string): string {
  texts ??= loadServerMessages().messages;
  const locale: LocaleCode = isLocaleCode(lang) ? lang : FALLBACK_LOCALE;
  return translate(texts, locale, 'server.contact.answerTitle');
}

export class FeedbackService {
  private readonly now: Clock;
  constructor(
    private readonly deps: {
      db: AppDatabase;
      contact: ContactRepository;
      pictures: PictureOwnership;
      site: SiteSettingsReader;
      messages: AnswerSender;
      now?: Clock;
    },
  ) {
    this.now = deps.now ?? systemClock;
  }

  /** Checks every rule before writing anything; `lang` is the caller's, kept for the answer. */
  async submit(playerId: number, input: FeedbackInput, lang: string): Promise<FeedbackReceipt> {
    const content = trimmed(input.content);
    if (content.length < FEEDBACK_MIN_LENGTH) throw invalid('server.contact.feedbackTooShort', { min: FEEDBACK_MIN_LENGTH });
    if (content.length > FEEDBACK_MAX_LENGTH) throw invalid('server.contact.feedbackTooLong', { max: FEEDBACK_MAX_LENGTH });
    const pictures = [...new Set(input.pictures.map((url) => url.trim()))];
    if (input.pictures.length > UPLOAD_MAX_FILES) throw invalid('server.contact.tooManyPictures', { max: UPLOAD_MAX_FILES });
    for (const url of pictures) {
      if (!(await this.deps.pictures.ownsUrl(playerId, url))) throw invalid('server.contact.pictureNotYours');
    }
    const phone = trimmed(input.phone);
    assertValid(checkPhoneInput('phone', phone, await sitePhoneCountry(this.deps.site)));
    const row = await this.deps.contact.insertFeedback({
      playerId,
      content,
      pictures,
      phone: canonicalPhone(phone),
      lang,
      createdAt: this.now(),
    });
    return { id: row.id };
  }

  async list(openOnly: boolean, limit: number): Promise<FeedbackRow[]> {
    return this.deps.contact.listFeedback(openOnly, limit);
  }

  /** Answers open feedback once: the system message and the closed feedback commit together. */
  async answer(id: number, text: string, actor: string): Promise<FeedbackRow> {
    const answer = text.trim();
    if (!answer) throw new FeedbackError('Write the answer after the feedback id.');
    if (answer.length > FEEDBACK_ANSWER_MAX) throw new FeedbackError(`An answer has at most ${FEEDBACK_ANSWER_MAX} characters.`);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.deps.contact.lockFeedback(id, tx);
      if (!row) throw new FeedbackError(`No feedback ${id}.`);
      if (row.state !== 'open') throw new FeedbackError(`Feedback ${id} was already answered by ${row.answeredBy ?? 'someone'}.`);
      const message = await this.deps.messages.send(
        { audience: { to: 'player', playerId: row.playerId }, category: 'system', title: answerTitle(row.lang), content: answer, actor },
        tx,
      );
      return this.deps.contact.markAnswered(id, { answer, answeredBy: actor, answeredAt: this.now(), messageId: message.id }, tx);
    });
  }
}
