// The health module's entry: GET /health for load balancers and operators, outside /user-api.
import type { ServerModule } from '../../shared/server-module';
import healthRoutes from './health.routes';

export const healthModule: ServerModule<unknown> = { name: 'health', app: healthRoutes };
