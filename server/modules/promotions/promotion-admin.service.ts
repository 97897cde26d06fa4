// The operator's side of promotions: create, edit and close them, list them and their records,
// and the demo promotions a new site starts with. Every write announces the promotions topic, so
// each instance's cached list is dropped and the next request shows the change.
import { LOCALES, FALLBACK_LOCALE } from '../../../src/domain/locales';
import { toMajorText, toMinorUnits } from '../../../src/domain/money';
import { isPromotionPicture, PROMOTION_KINDS, PROMOTION_PICTURE_MAX_LENGTH, type JoinMode, type PromotionKind } from '../../../src/domain/promotion';
import type { Clock } from '../../clock';
import { fieldWithControlCharacter } from '../../shared/control-characters';
import type { NewPromotion, PromotionRepository, PromotionRow, RecordRow } from './promotion.repository';
import { isOpen, PROMOTIONS_TOPIC, textOf } from './promotion.service';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { demoPromotions } from './promotion-seed';

/** A mistake in what the operator asked: its message says which. */
export class PromotionInputError extends Error {
  override name = 'PromotionInputError';
}

/** The catalogue as the operator names games: by id or by code. */
export interface AdminGames {
  snapshot(): Promise<{ games: { id: number; code: string; makerCode: string; name: string }[] }>;
}

const TEXT_FIELDS = ['title', 'summary', 'description'] as const;
const MONEY_FIELDS = { min: 'minAmount', max: 'maxAmount', cap: 'bonusCap', fixed: 'fixedBonus', netwin: 'askNetwin', balance: 'askBalance', release: 'releaseConditionsAmount' } as const;
/** The settings `promotion create|edit` takes as name=value. */
export const SETTING_NAMES = [
  ...TEXT_FIELDS.flatMap((field) => [field, ...LOCALES.map((locale) => `${field}.${locale}`)]),
  ...Object.keys(MONEY_FIELDS),
  'percent',
  'turnover',
  'maxbet',
  'code',
  'games',
  'starts',
  'ends',
  'picture',
];

function money(name: string, value: string): bigint {
  const minor = toMinorUnits(value);
  if (minor === null || minor < 0n) throw new PromotionInputError(`${name} must be an amount of at most two decimals, not "${value}".`);
  return minor;
}

function wholeNumber(name: string, value: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) > max) throw new PromotionInputError(`${name} must be a whole number from 0 to ${max}, not "${value}".`);
  return Number(value);
}

function date(name: string, value: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new PromotionInputError(`${name} must be a date (2026-12-01 or 2026-12-01T08:00:00Z), not "${value}".`);
  return at;
}

function picture(value: string): string {
  if (value === 'none') return '';
  if (!isPromotionPicture(value)) {
    throw new PromotionInputError(
      `picture must be a picture the site serves (/promotions/welcome-bonus.svg) or an https address of an image, at most ${PROMOTION_PICTURE_MAX_LENGTH} characters; picture=none removes it. Not "${value}".`,
    );
  }
  return value;
}

export class PromotionAdmin {
  constructor(private readonly deps: { repository: PromotionRepository; changes: ChangeBus; games: AdminGames; now: Clock }) {}

  /** Parses name=value settings onto a promotion (the current one when editing). */
  async apply(base: NewPromotion, settings: readonly string[]): Promise<NewPromotion> {
    const next: NewPromotion = { ...base, texts: structuredClone(base.texts) };
    for (const setting of settings) {
      const at = setting.indexOf('=');
      if (at <= 0) throw new PromotionInputError(`Write each setting as name=value, not "${setting}" (names: ${SETTING_NAMES.join(', ')}).`);
      const name = setting.slice(0, at);
      const value = setting.slice(at + 1);
      if (fieldWithControlCharacter(value) !== undefined) throw new PromotionInputError(`${name} contains control characters.`);
      const [field, locale = FALLBACK_LOCALE] = name.split('.') as [string, string | undefined];
      if ((TEXT_FIELDS as readonly string[]).includes(field)) {
        if (!(LOCALES as readonly string[]).includes(locale)) throw new PromotionInputError(`Unknown language "${locale}"; use one of ${LOCALES.join(', ')}.`);
        const text = (next.texts[locale] ??= { title: '', summary: '', description: '' });
        text[field as (typeof TEXT_FIELDS)[number]] = field === 'description' ? value.replace(/\\n/g, '\n') : value.trim();
      } else if (field in MONEY_FIELDS) {
        next[MONEY_FIELDS[field as keyof typeof MONEY_FIELDS]] = money(field, value);
      } else if (field === 'percent') next.bonusPercent = wholeNumber(field, value, 1000);
      else if (field === 'turnover') next.turnoverMultiple = wholeNumber(field, value, 1000);
      else if (field === 'maxbet') next.maxBet = value === '' || value === 'none' ? null : money(field, value) || null;
      else if (field === 'code') {
        next.code = value.trim() === '' ? null : value.trim();
        next.joinMode = next.code === null ? 'amount' : 'code';
      } else if (field === 'games') next.gameIds = await this.gameIds(value);
      else if (field === 'starts') next.startsAt = date(field, value);
      else if (field === 'ends') next.endsAt = date(field, value);
      else if (field === 'picture') next.picture = picture(value.trim());
      else throw new PromotionInputError(`Unknown setting "${name}" (names: ${SETTING_NAMES.join(', ')}).`);
    }
    this.check(next);
    return next;
  }

  private async gameIds(value: string): Promise<number[]> {
    const { games } = await this.deps.games.snapshot();
    return value
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
      .map((word) => {
        const found = /^\d+$/.test(word) ? games.filter((entry) => entry.id === Number(word)) : games.filter((entry) => entry.code === word);
        if (found.length !== 1) throw new PromotionInputError(`"${word}" names ${found.length} games; give a game id or a unique code (see game list).`);
        return found[0]!.id;
      });
  }

  private check(row: NewPromotion): void {
    const en = row.texts[FALLBACK_LOCALE];
    if (!en?.title) throw new PromotionInputError('A promotion needs an English title (title=...).');
    if (row.endsAt.getTime() <= row.startsAt.getTime()) throw new PromotionInputError('ends must be after starts.');
    if (row.joinMode === 'amount' && (row.minAmount ?? 0n) <= 0n) throw new PromotionInputError('An amount promotion needs min > 0 (min=...).');
    if ((row.maxAmount ?? 0n) < (row.minAmount ?? 0n)) throw new PromotionInputError('max must be at least min.');
    if (row.joinMode === 'code' && (row.fixedBonus ?? 0n) <= 0n) throw new PromotionInputError('A code promotion gives a fixed bonus > 0 (fixed=...).');
    if (row.kind === 'gamePromotion' && (row.gameIds ?? []).length === 0) throw new PromotionInputError('A game promotion needs its games (games=lucky-lanterns,...).');
    if (row.kind === 'activity' && (row.gameIds ?? []).length > 0) throw new PromotionInputError('An activity counts every game: leave games out.');
  }

  async create(kind: string, settings: readonly string[], actor: string): Promise<PromotionRow> {
    if (!(PROMOTION_KINDS as readonly string[]).includes(kind)) throw new PromotionInputError(`Say ${PROMOTION_KINDS.join(' or ')}, not "${kind}".`);
    const now = this.deps.now();
    const base: NewPromotion = {
      kind: kind as PromotionKind,
      texts: {},
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
      joinMode: 'amount' as JoinMode,
      code: null,
      createdBy: actor,
    };
    const row = await this.deps.repository.insert(await this.apply(base, settings));
    await this.deps.changes.publish(PROMOTIONS_TOPIC);
    return row;
  }

  async edit(id: number, settings: readonly string[]): Promise<PromotionRow> {
    const current = await this.deps.repository.byId(id);
    if (!current) throw new PromotionInputError(`No promotion ${id} (see promotion list).`);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...base } = current;
    const next = await this.apply(base, settings);
    const row = await this.deps.repository.update(id, { ...next, updatedAt: this.deps.now() });
    await this.deps.changes.publish(PROMOTIONS_TOPIC);
    return row!;
  }

  /** Closes it to new joins; records already running go on. */
  async close(id: number): Promise<PromotionRow> {
    const current = await this.deps.repository.byId(id);
    if (!current) throw new PromotionInputError(`No promotion ${id} (see promotion list).`);
    if (current.closedAt !== null) throw new PromotionInputError(`Promotion ${id} was already closed on ${current.closedAt.toISOString()}.`);
    const at = this.deps.now();
    const row = await this.deps.repository.update(id, { closedAt: at, updatedAt: at });
    await this.deps.changes.publish(PROMOTIONS_TOPIC);
    return row!;
  }

  async describeAll(): Promise<string> {
    const rows = await this.deps.repository.all();
    if (rows.length === 0) return 'No promotions.';
    const at = this.deps.now();
    return rows.map((row) => this.describe(row, at)).join('\n');
  }

  describe(row: PromotionRow, at = this.deps.now()): string {
    const join =
      row.joinMode === 'code'
        ? `code ${row.code} fixed bonus ${toMajorText(row.fixedBonus)}`
        : `${toMajorText(row.minAmount)}-${toMajorText(row.maxAmount)} bonus ${row.bonusPercent} %${row.bonusCap > 0n ? ` cap ${toMajorText(row.bonusCap)}` : ''}`;
    return [
      String(row.id).padStart(4),
      row.kind.padEnd(13),
      (row.closedAt ? 'closed' : isOpen(row, at) ? 'open' : 'not open').padEnd(8),
      `${row.startsAt.toISOString().slice(0, 10)}..${row.endsAt.toISOString().slice(0, 10)}`,
      join,
      `x${row.turnoverMultiple}`,
      row.maxBet === null ? 'no max bet' : `max bet ${toMajorText(row.maxBet)}`,
      `release ${toMajorText(row.releaseConditionsAmount)}`,
      row.kind === 'gamePromotion' ? `games ${row.gameIds.join(',')}` : 'all games',
      textOf(row, FALLBACK_LOCALE).title,
    ].join('  ');
  }

  async describeRecords(promotionId: number | null, limit: number): Promise<string> {
    const rows: RecordRow[] = await this.deps.repository.recent(promotionId, limit);
    if (rows.length === 0) return 'No promotion records.';
    return rows
      .map((row) =>
        [
          String(row.id).padStart(6),
          `promotion ${row.promotionId}`.padEnd(14),
          `player ${row.playerId}`.padEnd(12),
          row.state.padEnd(9),
          `amount ${toMajorText(row.amount)}`,
          `bonus ${toMajorText(row.bonus)}`,
          row.joinedAt.toISOString(),
          row.endedAt ? `ended ${row.endedAt.toISOString()}` : '',
        ]
          .join('  ')
          .trimEnd(),
      )
      .join('\n');
  }

  /** First start: the demo promotions, while the table is empty. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.deps.repository.count()) > 0) return false;
    const { games } = await this.deps.games.snapshot();
    const at = this.deps.now();
    for (const row of demoPromotions(at, (makerCode, code) => games.find((entry) => entry.makerCode === makerCode && entry.code === code)?.id)) {
      await this.deps.repository.insert(row);
    }
    await this.deps.changes.publish(PROMOTIONS_TOPIC);
    return true;
  }
}
