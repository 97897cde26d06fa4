// Operator commands for notices: add (HTML from a file, or the words given), list, remove. The
// HTML is sanitised before it is stored; each records who (ops:<the operator's OS user>).
import fs from 'node:fs/promises';
import { opsActor } from '../../shared/ops-actor';
import { listCommand, type OpsCommand } from '../../shared/ops-command';
import { NoticeError, type NoticeService } from './notice.service';

const MAX_WORDS = 2000;

/** A single argument naming a readable file is its content; anything else is the text itself. */
async function contentOf(words: string[]): Promise<string> {
  if (words.length === 1) {
    const [candidate = ''] = words;
    const stat = await fs.stat(candidate).catch(() => undefined);
    if (stat?.isFile()) return fs.readFile(candidate, 'utf8');
  }
  return words.join(' ');
}

export const noticeCommands: OpsCommand<NoticeService>[] = [
  {
    name: 'notice add',
    args: '<title> <html-file-or-text...>',
    summary: 'add a notice every player sees (quote a title with spaces); its HTML is sanitised first',
    minArgs: 2,
    maxArgs: 1 + MAX_WORDS,
    async run([title = '', ...words], notices) {
      const row = await notices.add(title, await contentOf(words), opsActor());
      return `Added notice ${row.id}: ${row.title} (${row.content.length} characters after sanitising).`;
    },
  },
  listCommand({
    name: 'notice list',
    summary: 'the live notices, newest first',
    rows: (notices) => notices.rows(),
    none: 'No notices.',
    line: (row) => [String(row.id).padStart(5), row.createdAt.toISOString(), row.createdBy, row.title].join('  '),
  }),
  {
    name: 'notice remove',
    args: '<id>',
    summary: 'take a notice down (its row is kept with who removed it)',
    minArgs: 1,
    maxArgs: 1,
    async run([id = ''], notices) {
      const number = Number(id);
      if (!/^\d+$/.test(id) || !Number.isSafeInteger(number) || number < 1) throw new NoticeError(`"${id}" is not a notice id.`);
      await notices.remove(number, opsActor());
      return `Removed notice ${id}.`;
    },
  },
];
