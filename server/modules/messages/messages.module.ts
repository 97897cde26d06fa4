// The messages module's entry: messages to players in three categories, stored once per audience
// with per-player read marks (tables message, message_read; /message/ calls; ops `message
// send|list`), and notices (table notice; /bulletin/ calls; ops `notice add|list|remove`). Other
// modules send through MessageService.send (a feedback answer is a system message).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { forService } from '../../shared/ops-command';
import type { ModuleRouteOptions, ServerModule } from '../../shared/server-module';
import { messageCommands } from './message.commands';
import { MessageRepository } from './message.repository';
import { MessageWriter } from './message-writer';
import messageRoutes from './message.routes';
import { MessageService, type MessageAudiences, type MessageLevels, type PromotionBlock } from './message.service';
import { noticeCommands } from './notice.commands';
import { NoticeRepository } from './notice.repository';
import noticeRoutes from './notice.routes';
import { NoticeService } from './notice.service';

export type { MessageService } from './message.service';
export type { MessageWriter } from './message-writer';

/** The writing side alone, built before the accounts module so sign-up can welcome a new player. */
export function createMessageWriter(db: AppDatabase, now: Clock): MessageWriter {
  return new MessageWriter({ messages: new MessageRepository(db), now });
}

export interface MessagesModuleDeps {
  db: AppDatabase;
  /** The accounts module's players: a player's level and registration decide their broadcasts. */
  players: MessageAudiences;
  levels: MessageLevels;
  changes: ChangeBus;
  now: Clock;
  /** Safer play: a self-excluded player is not shown promotional messages. */
  promotionBlock?: PromotionBlock;
  /** The writer made before the accounts (createMessageWriter); one of its own when none is given. */
  writer?: MessageWriter;
}

export function createMessageServices({ db, players, levels, changes, now, promotionBlock, writer }: MessagesModuleDeps) {
  return {
    messages: new MessageService({ messages: new MessageRepository(db), writer: writer ?? createMessageWriter(db, now), players, levels, promotionBlock, now }),
    notices: new NoticeService({ notices: new NoticeRepository(db), changes, now }),
  };
}

type MessagesNeeds = { messages: MessageService; notices: NoticeService };

const routes: FastifyPluginAsyncTypebox<ModuleRouteOptions<MessagesNeeds>> = async (app, options) => {
  await app.register(messageRoutes, options);
  await app.register(noticeRoutes, options);
};

export const messagesModule: ServerModule<MessagesNeeds> = {
  name: 'messages',
  userApi: routes,
  commands: [...forService('messages', messageCommands), ...forService('notices', noticeCommands)],
};
