// The messages module's entry: messages to players in three categories, stored once per audience
// with per-player read marks (tables message, message_read); the player's calls under /message/
// and the operator's `message send|list`. Other modules send through MessageService.send (a
// feedback answer is a system message).
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { messageCommands } from './message.commands';
import { MessageRepository } from './message.repository';
import messageRoutes from './message.routes';
import { MessageService, type MessageAudiences } from './message.service';

export type { MessageService } from './message.service';

export function createMessageServices({ db, players, now }: { db: AppDatabase; players: MessageAudiences; now: Clock }) {
  return { messages: new MessageService({ messages: new MessageRepository(db), players, now }) };
}

export const messagesModule: ServerModule<{ messages: MessageService }> = {
  name: 'messages',
  userApi: messageRoutes,
  commands: forService('messages', messageCommands),
};
