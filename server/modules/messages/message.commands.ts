// Operator commands for messages (issue 10): send to one player, a member level or everyone, and
// list what was sent. Each message records who sent it (ops:<the operator's OS user>).
import { MESSAGE_CATEGORIES } from '../../../src/domain/message';
import { listCommand, type OpsCommand } from '../../shared/ops-command';
import { opsActor } from '../../shared/ops-actor';
import { isMessageCategory, MessageError, type MessageService } from './message.service';

const LIST_LIMIT = 50;
/** A body is words on the command line; more than this many is a mistake. */
const MAX_WORDS = 400;

function audienceText(row: { audience: string; playerId: number | null; level: number | null }): string {
  if (row.audience === 'player') return `player ${row.playerId}`;
  if (row.audience === 'level') return `level ${row.level}`;
  return 'everyone';
}

export const messageCommands: OpsCommand<MessageService>[] = [
  {
    name: 'message send',
    args: `<player|level:N|all> <${MESSAGE_CATEGORIES.join('|')}> <title> <body...>`,
    summary: 'send a message to one player (username or phone), a member level or everyone; stored once whatever the audience',
    minArgs: 4,
    maxArgs: 3 + MAX_WORDS,
    async run([to = '', category = '', title = '', ...body], messages) {
      if (!isMessageCategory(category)) throw new MessageError(`Unknown category "${category}"; use one of ${MESSAGE_CATEGORIES.join(', ')}.`);
      const audience = await messages.parseAudience(to);
      const row = await messages.send({ audience, category, title, content: body.join(' '), actor: opsActor() });
      return `Sent message ${row.id} (${category}) to ${audienceText(row)}.`;
    },
  },
  listCommand({
    name: 'message list',
    summary: `the last ${LIST_LIMIT} messages sent, newest first, with how many players read each`,
    rows: (messages) => messages.recent(LIST_LIMIT),
    none: 'No messages.',
    line: (row) =>
      [String(row.id).padStart(6), row.category.padEnd(8), audienceText(row).padEnd(14), `read ${row.reads}`.padEnd(9), row.createdAt.toISOString(), row.createdBy, row.title].join('  '),
  }),
];
