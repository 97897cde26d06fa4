// The login captcha (SPEC.md §2, §5): four digits drawn as a GIF, single use, valid 5 minutes.
// A wrong, used or expired one is body code 503, on which the web app loads a new picture.
import { randomInt, randomUUID } from 'node:crypto';
import { BodyCode } from '../../../src/domain/api-reply';
import { CAPTCHA_LENGTH } from '../../../src/domain/constants';
import { addSeconds, type Clock } from '../../clock';
import { ApiError } from '../../errors';
import { captchaDataUri } from './captcha-image';
import type { CaptchaRepository } from './captcha.repository';

/** A captcha is good for this long after it is drawn. */
export const CAPTCHA_TTL_SECONDS = 5 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewCaptcha {
  uuid: string;
  /** data:image/gif;base64,… */
  img: string;
}

export interface CaptchaServiceDeps {
  captchas: CaptchaRepository;
  now: Clock;
}

export class CaptchaService {
  private readonly captchas: CaptchaRepository;
  private readonly now: Clock;

  constructor({ captchas, now }: CaptchaServiceDeps) {
    this.captchas = captchas;
    this.now = now;
  }

  async create(): Promise<NewCaptcha> {
    const now = this.now();
    const answer = String(randomInt(0, 10 ** CAPTCHA_LENGTH)).padStart(CAPTCHA_LENGTH, '0');
    const uuid = randomUUID();
    await this.captchas.deleteExpired(now);
    await this.captchas.insert(uuid, answer, addSeconds(now, CAPTCHA_TTL_SECONDS));
    return { uuid, img: captchaDataUri(answer) };
  }

  /** Uses up the captcha whatever the answer; throws body code 503 unless it was right and fresh. */
  async verify(uuid: string | undefined, answer: string): Promise<void> {
    const expected = uuid && UUID.test(uuid) ? await this.captchas.consume(uuid, this.now()) : undefined;
    if (expected === undefined) throw new ApiError(BodyCode.captchaRejected, 'server.captchaExpired');
    if (expected !== answer) throw new ApiError(BodyCode.captchaRejected, 'server.captchaWrong');
  }

  /** The answer of a stored captcha (development route only). */
  async answerOf(uuid: string): Promise<string | undefined> {
    return UUID.test(uuid) ? this.captchas.findAnswer(uuid) : undefined;
  }
}
