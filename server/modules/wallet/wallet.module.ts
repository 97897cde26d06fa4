// The wallet module's entry: for now the balance and wallet flags the account screens read; the
// ledger lands here (its tables, service and repositories) with the wallet work.
import type { ServerModule } from '../../shared/server-module';
import walletRoutes, { type WalletRouteNeeds } from './wallet.routes';

export const walletModule: ServerModule<WalletRouteNeeds> = { name: 'wallet', userApi: walletRoutes };
