// The areas the app is made of, as their entries (server/modules/<area>/<area>.module.ts): the
// app registers their hooks and /user-api routes, and the operator command line lists their
// commands, from this one list. A new area adds its entry here and its factory in services.ts.
import { accessModule } from './modules/access/access.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { bonusesModule } from './modules/bonuses/bonuses.module';
import { bankModule } from './modules/banks/bank.module';
import { captchaModule } from './modules/captcha/captcha.module';
import { devModule } from './modules/dev/dev.module';
import { gamesModule } from './modules/games/games.module';
import { playModule } from './modules/play/play.module';
import { promotionsModule } from './modules/promotions/promotions.module';
import { realityCheckModule } from './modules/reality-check/reality-check.module';
import { healthModule } from './modules/health/health.module';
import { messagesModule } from './modules/messages/messages.module';
import { contactModule } from './modules/contact/contact.module';
import { levelModule } from './modules/levels/level.module';
import { siteModule } from './modules/site/site.module';
import { smsModule } from './modules/sms/sms.module';
import { walletModule } from './modules/wallet/wallet.module';
import { paymentModule } from './modules/payments/payment.module';
import { uploadModule } from './modules/uploads/upload.module';
import { withdrawalsModule } from './modules/withdrawals/withdrawals.module';
import { safetyModule } from './modules/safety/safety.module';
import type { ServerModule } from './shared/server-module';
import type { Services } from './services';

// In the order `npm run ops -- help` lists their commands. Every module's app plugin (hooks) is
// registered before any module's routes, whatever the order here.
export const APP_MODULES: readonly ServerModule<Services>[] = [
  siteModule,
  captchaModule,
  accountsModule,
  walletModule,
  gamesModule,
  playModule,
  promotionsModule,
  realityCheckModule,
  paymentModule,
  uploadModule,
  withdrawalsModule,
  safetyModule,
  messagesModule,
  contactModule,
  levelModule,
  bonusesModule,
  bankModule,
  smsModule,
  accessModule,
  devModule,
  healthModule,
];
