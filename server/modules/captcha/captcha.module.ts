// The captcha module's entry: the login captcha picture (GET /captcha/captchaImage) and its check,
// which the accounts module asks for at login.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ServerModule } from '../../shared/server-module';
import { CaptchaRepository } from './captcha.repository';
import captchaRoutes, { type CaptchaRouteNeeds } from './captcha.routes';
import { CaptchaService } from './captcha.service';

export function createCaptchaServices({ db, now }: { db: AppDatabase; now: Clock }) {
  return { captcha: new CaptchaService({ captchas: new CaptchaRepository(db), now }) };
}

export const captchaModule: ServerModule<CaptchaRouteNeeds> = { name: 'captcha', userApi: captchaRoutes };
