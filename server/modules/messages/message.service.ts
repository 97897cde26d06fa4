// Messages to players (issue 10 "Messages and notices"): operators send to one player, a member
// level or everyone; a player reads the ones meant for them. A broadcast is one row; it reaches a
// player registered before it was sent and at its level when they read (message.repository.ts).
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../src/domain/message';
import type { MessageItem, UnreadNumber } from '../../../src/domain/message.schema';
import type { Page } from '../../../src/domain/trade';
import { DEFAULT_PAGE_LIMIT } from '../../../src/domain/trade';
import { systemClock, type Clock } from '../../clock';
import type { DbExecutor } from '../../db/client';
import { refused, unauthorized } from '../../errors';
import type { AuthenticatedSession } from '../../shared/player-session';
import type { ListedMessage, MessageRepository, MessageRow, Reader } from './message.repository';
import { MessageError, type Audience, type MessageWriter, type NewMessageInput } from './message-writer';

export { MessageError, type Audience, type NewMessageInput } from './message-writer';

/** The accounts module's lookup of what decides a player's audience. */
export interface MessageAudiences {
  /** What the session's player's audience is (read with the session where the lookup brought the player row). */
  audienceOf(session: AuthenticatedSession): Promise<{ level: number; createdAt: Date } | undefined>;
  find(login: string): Promise<{ id: number; username: string }>;
}

/** The levels module's list, so a message is not sent to a level no player can be at. */
export interface MessageLevels {
  list(): Promise<readonly { level: number }[]>;
}

/** The safety module's answer: whether a player is kept from promotional messages (self-excluded). */
export interface PromotionBlock {
  blocksPromotions(session: AuthenticatedSession): Promise<boolean>;
}

export function isMessageCategory(value: string): value is MessageCategory {
  return (MESSAGE_CATEGORIES as readonly string[]).includes(value);
}

function toItem(row: MessageRow, read: boolean): MessageItem {
  return {
    id: row.id,
    category: row.category as MessageCategory,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.getTime(),
    read,
  };
}

export class MessageService {
  private readonly now: Clock;
  constructor(
    private readonly deps: {
      messages: MessageRepository;
      writer: MessageWriter;
      players: MessageAudiences;
      levels: MessageLevels;
      promotionBlock?: PromotionBlock;
      now?: Clock;
    },
  ) {
    this.now = deps.now ?? systemClock;
  }

  /**
   * Whose messages, and which: the player's level, registration and break come with the request's
   * session lookup (message.routes.ts asks for its join), so the unread count polled every minute
   * costs one query beyond the lookup instead of three.
   */
  private async reader(session: AuthenticatedSession): Promise<Reader> {
    const [audience, blocked] = await Promise.all([this.deps.players.audienceOf(session), this.deps.promotionBlock?.blocksPromotions(session)]);
    // A valid session whose player is gone: nothing is meant for them.
    if (!audience) throw unauthorized();
    const hidden = blocked ? (['activity'] as const) : [];
    return { playerId: session.playerId, level: audience.level, registeredAt: audience.createdAt, hidden };
  }

  /** One record per category, zeros included; the unread count is their sum. */
  async unreadNumbers(session: AuthenticatedSession): Promise<UnreadNumber[]> {
    const counts = await this.deps.messages.unreadCounts(await this.reader(session));
    return MESSAGE_CATEGORIES.map((category) => ({ category, number: Number(counts.find((row) => row.category === category)?.number ?? 0) }));
  }

  async list(session: AuthenticatedSession, query: { category?: MessageCategory; page?: number; limit?: number }): Promise<Page<MessageItem>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const { rows, total } = await this.deps.messages.page(await this.reader(session), query.category, (page - 1) * limit, limit);
    return { rows: rows.map((row: ListedMessage) => toItem(row, Boolean(row.read))), total };
  }

  /** Opens one of the player's messages and marks it read; another player's is not found. */
  async open(session: AuthenticatedSession, id: number): Promise<MessageItem> {
    const row = await this.deps.messages.findVisible(await this.reader(session), id);
    if (!row) throw refused('server.message.notFound');
    await this.deps.messages.markRead(session.playerId, id, this.now());
    return toItem(row, true);
  }

  async allRead(session: AuthenticatedSession, category?: MessageCategory): Promise<number> {
    return this.deps.messages.markAllRead(await this.reader(session), category, this.now());
  }

  /** Stores a message once, whatever its audience. */
  async send(input: NewMessageInput, tx?: DbExecutor): Promise<MessageRow> {
    return this.deps.writer.send(input, tx);
  }

  async recent(limit: number) {
    return this.deps.messages.recent(limit);
  }

  /** `<username|phone>`, `level:N` or `all` as an audience. */
  async parseAudience(text: string): Promise<Audience> {
    if (text === 'all') return { to: 'all' };
    const level = /^level:(\d{1,4})$/.exec(text);
    if (level) {
      const number = Number(level[1]);
      const known = (await this.deps.levels.list()).map((row) => row.level);
      if (!known.includes(number)) throw new MessageError(`There is no member level ${number}; the levels are ${known.join(', ')}.`);
      return { to: 'level', level: number };
    }
    if (text.startsWith('level:')) throw new MessageError(`"${text}" is not a member level; write level:0, level:1, ...`);
    const player = await this.deps.players.find(text);
    return { to: 'player', playerId: player.id };
  }
}
