// Writes a message: one row whatever its audience. Apart from the reading side (message.service.ts)
// because it needs nothing but its table and the clock, so it exists before the accounts module
// (which the reading side needs) and sign-up can write a new player's welcome in its own transaction.
import type { MessageCategory } from '../../../src/domain/message';
import { systemClock, type Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import type { MessageRepository, MessageRow } from './message.repository';

export type Audience = { to: 'player'; playerId: number } | { to: 'level'; level: number } | { to: 'all' };

export interface NewMessageInput {
  audience: Audience;
  category: MessageCategory;
  title: string;
  content: string;
  actor: string;
}

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 5000;

export class MessageError extends Error {
  override name = 'MessageError';
}

export class MessageWriter {
  private readonly now: Clock;

  constructor(private readonly deps: { messages: MessageRepository; now?: Clock }) {
    this.now = deps.now ?? systemClock;
  }

  /** Stores a message once, whatever its audience; `tx` when it belongs to a larger change. */
  async send(input: NewMessageInput, tx?: DbExecutor): Promise<MessageRow> {
    const title = input.title.trim();
    const content = input.content.trim();
    if (!title || title.length > MESSAGE_TITLE_MAX) throw new MessageError(`A title has 1 to ${MESSAGE_TITLE_MAX} characters.`);
    if (!content || content.length > MESSAGE_CONTENT_MAX) throw new MessageError(`A message has 1 to ${MESSAGE_CONTENT_MAX} characters.`);
    const { audience } = input;
    return this.deps.messages.insert(
      {
        category: input.category,
        audience: audience.to,
        playerId: audience.to === 'player' ? audience.playerId : null,
        level: audience.to === 'level' ? audience.level : null,
        title,
        content,
        createdBy: input.actor,
        createdAt: this.now(),
      },
      tx,
    );
  }
}
