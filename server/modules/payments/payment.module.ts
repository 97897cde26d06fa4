// The payments module's entry: automatic deposits through payment gateways (the sandbox one
// shipped), manual deposits with operator review, and the channels' settings.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { ServerModule } from '../../shared/server-module';
import type { DepositCredited, DepositLedger } from './deposit-ledger';
import { DepositOrderRepository } from './deposit-order.repository';
import { DepositService, type DepositLimitGuard, type DepositSiteReader } from './deposit.service';
import { ManualDepositService, type ReceiptOwnership } from './manual-deposit.service';
import { paymentCommands, type PaymentCommandNeeds } from './payment.commands';
import { PaymentCatalogueService } from './payment-catalogue';
import { PaymentCatalogueRepository } from './payment-catalogue.repository';
import paymentRoutes, { type PaymentRouteNeeds } from './payment.routes';
import { SandboxGateway } from './sandbox-gateway';
import sandboxRoutes, { type SandboxRouteNeeds } from './sandbox-checkout.routes';

export { readSandboxSecret, SandboxSecretError } from './sandbox-signature';
export { SANDBOX_CHECKOUT_PREFIX, SandboxNotificationSchema } from './sandbox-gateway';

export interface PaymentServiceDeps {
  db: AppDatabase;
  changes: ChangeBus;
  now: Clock;
  site: DepositSiteReader;
  ledger: DepositLedger;
  receipts: ReceiptOwnership;
  /** What else a completed deposit does (the bonuses module's); default nothing. */
  credited?: DepositCredited;
  /** The sandbox gateway's HMAC secret (PAY_SANDBOX_SECRET); null: no sandbox gateway. */
  sandboxSecret: string | null;
  /** The player's deposit limits (the safety module's). */
  limits?: DepositLimitGuard;
}

/** What the safety module counts against a limit: the player's deposit orders, by submission. */
export function createDepositTotals(db: AppDatabase): Pick<DepositOrderRepository, 'sumSince' | 'hasAny'> {
  return new DepositOrderRepository(db);
}

export function createPaymentServices({ db, changes, now, site, ledger, receipts, credited, sandboxSecret, limits }: PaymentServiceDeps) {
  const paymentCatalogue = new PaymentCatalogueService(db, new PaymentCatalogueRepository(db), changes, now);
  const orders = new DepositOrderRepository(db);
  const sandboxGateway = sandboxSecret === null ? null : new SandboxGateway(sandboxSecret);
  const gateways = sandboxGateway ? [sandboxGateway] : [];
  const deposits = new DepositService({ db, orders, catalogue: paymentCatalogue, site, gateways, ledger, credited, limits, now });
  const manualDeposits = new ManualDepositService({ db, orders, catalogue: paymentCatalogue, site, receipts, ledger, credited, limits, now });
  return { paymentCatalogue, deposits, manualDeposits, sandboxGateway, paymentClock: now };
}

export const paymentModule: ServerModule<PaymentRouteNeeds & PaymentCommandNeeds & SandboxRouteNeeds> = {
  name: 'payments',
  app: sandboxRoutes,
  userApi: paymentRoutes,
  commands: paymentCommands,
};
