// Operator commands for feedback and the customer-service channels. An answer is sent to the
// player as a system message and recorded with who answered (ops:<the operator's OS user>).
import { SERVICE_CONTACT_TYPES } from '../../../src/domain/contact';
import { opsActor } from '../../shared/ops-actor';
import { listCommand, type OpsCommand } from '../../shared/ops-command';
import type { ContactRouteNeeds } from './contact.routes';
import { FeedbackError } from './feedback.service';
import type { FeedbackRow } from './contact.repository';

const LIST_LIMIT = 50;
const MAX_WORDS = 400;

function parseId(text: string, what: string): number {
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new FeedbackError(`"${text}" is not a ${what} id.`);
  return id;
}

function feedbackLine(row: FeedbackRow): string {
  const head = [String(row.id).padStart(6), row.state.padEnd(8), `player ${row.playerId}`, row.phone, row.createdAt.toISOString(), `${row.pictures.length} picture(s)`].join('  ');
  const answered = row.answer ? `\n        answered by ${row.answeredBy}: ${row.answer}` : '';
  return `${head}\n        ${row.content.replace(/\s+/g, ' ')}${answered}`;
}

export const contactCommands: OpsCommand<ContactRouteNeeds>[] = [
  {
    name: 'feedback list',
    args: '[open]',
    summary: `players' feedback: the open ones oldest first with "open", else the last ${LIST_LIMIT}`,
    minArgs: 0,
    maxArgs: 1,
    async run([which], { feedback }) {
      if (which !== undefined && which !== 'open') throw new FeedbackError(`Write "feedback list" or "feedback list open", not "${which}".`);
      const rows = await feedback.list(which === 'open', LIST_LIMIT);
      return rows.length === 0 ? 'No feedback.' : rows.map(feedbackLine).join('\n');
    },
  },
  {
    name: 'feedback answer',
    args: '<id> <text...>',
    summary: 'answer open feedback once; the player receives the answer as a system message',
    minArgs: 2,
    maxArgs: 1 + MAX_WORDS,
    async run([id = '', ...text], { feedback }) {
      const row = await feedback.answer(parseId(id, 'feedback'), text.join(' '), opsActor());
      return `Answered feedback ${row.id}; system message ${row.messageId} sent to player ${row.playerId}.`;
    },
  },
  listCommand({
    name: 'contact list',
    summary: 'the customer-service channels players see on the contact screen',
    rows: ({ serviceContacts }) => serviceContacts.rows(),
    none: 'No contact channels.',
    line: (row) => `${String(row.id).padStart(4)}  ${row.type.padEnd(9)}  ${row.label}: ${row.value}  (${row.createdBy})`,
  }),
  {
    name: 'contact add',
    args: `<${SERVICE_CONTACT_TYPES.join('|')}> <label> <value>`,
    summary: 'add a customer-service channel (quote a label with spaces); shown at once on every server',
    minArgs: 3,
    maxArgs: 3,
    async run([type = '', label = '', value = ''], { serviceContacts }) {
      const row = await serviceContacts.add(type, label, value, opsActor());
      return `Added contact channel ${row.id}: ${row.type} ${row.label}: ${row.value}`;
    },
  },
  {
    name: 'contact remove',
    args: '<id>',
    summary: 'take a customer-service channel down (its row is kept with who removed it)',
    minArgs: 1,
    maxArgs: 1,
    async run([id = ''], { serviceContacts }) {
      await serviceContacts.remove(parseId(id, 'contact channel'), opsActor());
      return `Removed contact channel ${id}.`;
    },
  },
];
