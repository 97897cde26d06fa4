// Every service over one database, built once: the API routes and the operator command line
// use the same instances, so a rule lives in one place. A new module adds its service here.
import { systemClock, type Clock } from './clock';
import type { AppDatabase } from './db/client';
import { AccessRepository } from './modules/access/access.repository';
import { AccessService } from './modules/access/access.service';
import { LoginService } from './modules/accounts/login.service';
import { PasswordService } from './modules/accounts/password.service';
import { PlayerAdminService } from './modules/accounts/player-admin.service';
import { PlayerRepository } from './modules/accounts/player.repository';
import { ProfileService } from './modules/accounts/profile.service';
import { RegistrationService } from './modules/accounts/registration.service';
import { SessionRepository } from './modules/accounts/session.repository';
import { SessionService } from './modules/accounts/session.service';
import { BankRepository } from './modules/banks/bank.repository';
import { BankService } from './modules/banks/bank.service';
import { CaptchaRepository } from './modules/captcha/captcha.repository';
import { CaptchaService } from './modules/captcha/captcha.service';
import type { FacebookConfig } from './modules/facebook/facebook-graph';
import { FacebookService } from './modules/facebook/facebook.service';
import { LevelRepository } from './modules/levels/level.repository';
import { LevelService } from './modules/levels/level.service';
import { SiteRepository } from './modules/site/site.repository';
import { SiteService } from './modules/site/site.service';
import { assertSmsConfigAllowed, type SmsConfig } from './modules/sms/sms-config';
import { SmsCodeRepository } from './modules/sms/sms-code.repository';
import { SmsCodeService } from './modules/sms/sms-code.service';
import { SmsOutboxRepository } from './modules/sms/sms-outbox.repository';
import { createSmsProvider } from './modules/sms/sms-provider';

export interface Services {
  site: SiteService;
  captcha: CaptchaService;
  sms: SmsCodeService;
  sessions: SessionService;
  login: LoginService;
  registration: RegistrationService;
  passwords: PasswordService;
  profile: ProfileService;
  players: PlayerAdminService;
  banks: BankService;
  levels: LevelService;
  facebook: FacebookService;
  access: AccessService;
}

export interface ServiceOptions {
  /** The time services go by (tests move it instead of sleeping). */
  now?: Clock;
  /** Default: the outbox, which production refuses. */
  sms?: SmsConfig;
  /** Null or absent: Facebook login is not offered. */
  facebook?: FacebookConfig | null;
  /** For the SMS webhook and the Graph API (tests stand in for them). */
  fetch?: typeof fetch;
  /** NODE_ENV; 'production' refuses the outbox SMS provider. */
  nodeEnv?: string;
}

export function createServices(db: AppDatabase, options: ServiceOptions = {}): Services {
  const now = options.now ?? systemClock;
  const fetchImpl = options.fetch ?? fetch;
  const smsConfig = options.sms ?? { kind: 'outbox' };
  assertSmsConfigAllowed(smsConfig, options.nodeEnv ?? process.env.NODE_ENV);

  const site = new SiteService(new SiteRepository(db));
  const players = new PlayerRepository();
  const outbox = new SmsOutboxRepository(db);
  const sms = new SmsCodeService(db, new SmsCodeRepository(), outbox, createSmsProvider(smsConfig, outbox, now, fetchImpl), now);
  const sessions = new SessionService(db, new SessionRepository(), now);
  const captcha = new CaptchaService(new CaptchaRepository(db), now);
  const banks = new BankService(new BankRepository(db), site);
  const levels = new LevelService(new LevelRepository(db));
  return {
    site,
    captcha,
    sms,
    sessions,
    login: new LoginService(db, players, sessions, captcha, sms, site, now),
    registration: new RegistrationService(db, players, sessions, sms, site, banks, now),
    passwords: new PasswordService(db, players, sessions, sms, site, now),
    profile: new ProfileService(db, players, levels, now),
    players: new PlayerAdminService(db, players, levels, now),
    banks,
    levels,
    facebook: new FacebookService(db, players, sessions, sms, site, options.facebook ?? null, fetchImpl, now),
    access: new AccessService(new AccessRepository(db), now),
  };
}
