// The accounts module's entry: players, sessions, sign-up, login (password, SMS code, Facebook),
// passwords, the profile and the player's bank cards, with their tables, routes and operator
// commands. Bank cards are here, not in an area of their own: their rows are the player's (sign-up
// writes the first), and changing one asks for the password again, which only this module checks;
// the withdrawals module reads a card through `bankCards.ownCard`. What it needs from
// other areas (site settings, SMS codes, the captcha check, level names, the bank list) it takes
// as named dependencies typed by what it uses, so it imports no other module.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { SmsCodes } from '../../shared/code-delivery';
import type { AuthenticatedSession } from '../../shared/player-session';
import type { ModuleRouteOptions, ServerModule } from '../../shared/server-module';
import type { SessionJoin } from '../../shared/session-join';
import type { SiteSettingsReader } from '../../shared/site-settings';
import type { FacebookConfig } from './facebook-graph';
import { BankCardRepository } from './bank-card.repository';
import bankCardRoutes from './bank-card.routes';
import { BankCardService } from './bank-card.service';
import facebookRoutes from './facebook.routes';
import { FacebookService } from './facebook.service';
import loginRoutes from './login.routes';
import { LoginService, type CaptchaCheck } from './login.service';
import passwordRoutes from './password.routes';
import { PasswordService } from './password.service';
import { PlayerAdminService } from './player-admin.service';
import { playerCommands, type PlayerSafetyView } from './player.commands';
import { PlayerLevelRepository } from './player-level.repository';
import { PlayerRepository } from './player.repository';
import profileRoutes from './profile.routes';
import { ProfileService } from './profile.service';
import registrationRoutes from './registration.routes';
import { RegistrationService, type BankFinder } from './registration.service';
import { SessionRepository } from './session.repository';
import { SessionService, type LoginGate } from './session.service';
import { bearerToken } from './session-token';
import securityRoutes from './security.routes';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';
import type { LevelNames } from './user-info';
import type { WelcomeSender } from './welcome-message';

export type { PlayerLevelRepository } from './player-level.repository';

/** The level on the player row on its own, for the levels module, built before the accounts (it names their levels). */
export function createPlayerLevels(db: AppDatabase): PlayerLevelRepository {
  return new PlayerLevelRepository(db);
}

export interface AccountsModuleDeps {
  db: AppDatabase;
  now: Clock;
  site: SiteSettingsReader;
  sms: SmsCodes;
  captcha: CaptchaCheck;
  levels: LevelNames;
  banks: BankFinder;
  /** Null: Facebook login is not offered. */
  facebook: FacebookConfig | null;
  /** For the Graph API (tests stand in for it). */
  fetch: typeof fetch;
  /** Safer play: refuses a login during a time-out (the safety module's gate). */
  loginGate?: LoginGate;
  /** Safer play: the player's break, read in the session lookup's query (the safety module's join). */
  sessionJoin?: SessionJoin<Record<string, unknown>>;
  /** The messages module's writer, for a new player's welcome (built before the accounts). */
  welcome?: WelcomeSender;
}

export function createAccountServices({ db, now, site, sms, captcha, levels, banks, facebook, fetch, loginGate, sessionJoin, welcome }: AccountsModuleDeps) {
  const players = new PlayerRepository(db);
  const sessions = new SessionService({ sessions: new SessionRepository(db), site, now, loginGate, sessionJoin });
  const twoFactor = new TwoFactorService({ db, rows: new TwoFactorRepository(db), players, sessions, now });
  return {
    sessions,
    twoFactor,
    login: new LoginService({ db, players, sessions, captcha, sms, site, now, twoFactor }),
    registration: new RegistrationService({ db, players, sessions, sms, site, banks, now, welcome }),
    passwords: new PasswordService({ db, players, sessions, sms, site, now, twoFactor }),
    profile: new ProfileService({ db, players, levels, now, sessions }),
    players: new PlayerAdminService({ players, levels, now, sessions }),
    facebook: new FacebookService({ db, players, sessions, sms, site, config: facebook, fetch, now, twoFactor, welcome }),
    bankCards: new BankCardService({ db, cards: new BankCardRepository(db), players, banks, site, now, twoFactor }),
  };
}

type AccountServices = ReturnType<typeof createAccountServices>;

/** For requirePlayer: the session of `Authorization: Bearer <token>`, or null. */
export function playerAuthenticator(sessions: SessionService): (request: FastifyRequest) => Promise<AuthenticatedSession | null> | null {
  return (request) => {
    const token = bearerToken(request.headers.authorization);
    // Only routes whose checks read the joined row (config.sessionJoin) pay for the join.
    return token ? sessions.authenticate(token, request.routeOptions.config?.sessionJoin === true) : null;
  };
}

const accountRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<AccountServices>> = async (app, options) => {
  await app.register(loginRoutes, options);
  await app.register(registrationRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(facebookRoutes, options);
  await app.register(profileRoutes, options);
  await app.register(bankCardRoutes, options);
  await app.register(securityRoutes, options);
};

export const accountsModule: ServerModule<AccountServices & { safety: PlayerSafetyView }> = {
  name: 'accounts',
  userApi: accountRoutes,
  commands: playerCommands,
};
