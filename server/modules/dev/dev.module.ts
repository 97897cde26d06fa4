// The dev module's entry: development-only reads of one-time secrets (dev.routes.ts), so a
// developer or an e2e test can sign up without a phone.
import type { ServerModule } from '../../shared/server-module';
import devRoutes from './dev.routes';

export const devModule: ServerModule<unknown> = { name: 'dev', userApi: devRoutes };
