// Notices (issue 10 "Messages and notices"): operators add and remove them from the command line;
// players read the live ones. They change rarely, so the list is served from memory (shared/cache)
// and dropped on every instance by the commands that change it. HTML is sanitised when written,
// and again when loaded, so a row changed by hand is still safe to render.
import type { NoticeItem } from '../../../src/domain/message.schema';
import { systemClock, type Clock } from '../../clock';
import { refused } from '../../errors';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import { sanitiseHtml } from './html-sanitiser';
import type { NoticeRepository, NoticeRow } from './notice.repository';

export const NOTICES_TOPIC = 'notices';
/** Safety net: how long a loaded list is used without hearing of a change. */
export const NOTICES_CACHE_MS = 60_000;
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_CONTENT_MAX = 50_000;

export class NoticeError extends Error {
  override name = 'NoticeError';
}

function toItem(row: NoticeRow): NoticeItem {
  return { id: row.id, title: row.title, content: row.content, createdAt: row.createdAt.getTime() };
}

export class NoticeService {
  private readonly now: Clock;
  private readonly cache: ReadCache<NoticeItem[]>;

  constructor(private readonly deps: { notices: NoticeRepository; changes: ChangeBus; now?: Clock }) {
    this.now = deps.now ?? systemClock;
    this.cache = new ReadCache({
      load: async () => Promise.all((await deps.notices.live()).map(async (row) => toItem({ ...row, content: await sanitiseHtml(row.content) }))),
      changes: deps.changes,
      topic: NOTICES_TOPIC,
      expiryMs: NOTICES_CACHE_MS,
      now: this.now,
    });
  }

  /** The live notices, newest first, from memory. */
  async list(): Promise<NoticeItem[]> {
    return this.cache.get();
  }

  async info(id: number): Promise<NoticeItem> {
    const item = (await this.cache.get()).find((row) => row.id === id);
    if (!item) throw refused('server.message.noticeNotFound');
    return item;
  }

  async add(title: string, html: string, actor: string): Promise<NoticeRow> {
    const cleanTitle = title.trim();
    if (!cleanTitle || cleanTitle.length > NOTICE_TITLE_MAX) throw new NoticeError(`A title has 1 to ${NOTICE_TITLE_MAX} characters.`);
    if (html.length > NOTICE_CONTENT_MAX) throw new NoticeError(`A notice has at most ${NOTICE_CONTENT_MAX} characters.`);
    const content = (await sanitiseHtml(html)).trim();
    if (!content) throw new NoticeError('The notice has no content left once unsafe markup is removed.');
    const row = await this.deps.notices.insert({ title: cleanTitle, content, createdBy: actor, createdAt: this.now() });
    await this.deps.changes.publish(NOTICES_TOPIC);
    return row;
  }

  async remove(id: number, actor: string): Promise<void> {
    if (!(await this.deps.notices.remove(id, actor, this.now()))) throw new NoticeError(`No live notice ${id}.`);
    await this.deps.changes.publish(NOTICES_TOPIC);
  }

  /** For the operator: read through, with who added each. */
  async rows(): Promise<NoticeRow[]> {
    return this.deps.notices.live();
  }
}
