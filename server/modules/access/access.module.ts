// The access module's entry: the block list. Its hook refuses every /user-api call from a blocked
// address (HTTP 403, SPEC.md §8), before any route; operators edit the list with `address ...`.
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { accessCommands } from './access.commands';
import accessHook from './access.hook';
import { AccessRepository } from './access.repository';
import { AccessService } from './access.service';
import type { ChangeBus } from '../../shared/cache/change-bus';

export function createAccessServices({ db, changes, now }: { db: AppDatabase; changes: ChangeBus; now: Clock }) {
  return { access: new AccessService({ repository: new AccessRepository(db), changes, now }) };
}

export const accessModule: ServerModule<{ access: AccessService }> = {
  name: 'access',
  app: accessHook,
  commands: forService('access', accessCommands),
};
