// Idempotency keys for every money-moving call (DESIGN.md "Money", after Stripe's): the client makes
// the key before its first send and reuses it on retry. The route's work runs in one transaction
// that also records the key, a fingerprint of the parameters and the reply, so the money moves and
// the key is kept together or not at all (a refused business rule rolls both back). A replay with
// the same parameters answers the saved reply and moves nothing; other parameters are refused
// (409); a concurrent duplicate waits on the key's primary key until the first commits, then
// answers its reply (or, if the first rolled back, runs itself).
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BodyCode } from '../../src/domain/api-reply';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS } from '../../src/domain/trade';
import type { Clock } from '../clock';
import type { AppDatabase, AppTransaction } from '../db/client';
import { ApiError, invalid } from '../errors';
import { idempotencyKey } from './idempotency.tables';
import { JSON_MAX_DEPTH } from './json-depth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route moves money and reads the Idempotency-Key header (idempotencyKeyOf). The OpenAPI
     * document lists the header as required on exactly these routes (server/openapi/).
     */
    idempotencyKey?: boolean;
  }
}

/** The route option of every money-moving call: `config: { ...MOVES_MONEY }`. */
export const MOVES_MONEY = { idempotencyKey: true } as const;

export interface IdempotentRequest {
  playerId: number;
  /** The Idempotency-Key header (idempotencyKeyOf). */
  key: string;
  /** The call, e.g. 'POST /pay/withdraw'. */
  route: string;
  /** Everything that decides what the call does (body, path and query values); JSON-like. */
  params: unknown;
}

/** Expired keys removed per prune, so a prune never holds a request up for long. */
const PRUNE_BATCH = 500;
/** At most one prune a minute per process. */
const PRUNE_EVERY_MS = 60_000;

/** The same key with other parameters, or on another route (body code 409). */
export function idempotencyConflict(): ApiError {
  return new ApiError(BodyCode.idempotencyConflict, 'server.idempotency.conflict');
}

/**
 * The request's Idempotency-Key, or a 400 naming the rule when it is missing or malformed. A route
 * that reads it without declaring MOVES_MONEY is a bug (its document would not list the header):
 * it fails every call, so the route's own tests find it.
 */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'> & Partial<Pick<FastifyRequest, 'routeOptions'>>): string {
  if (request.routeOptions && request.routeOptions.config.idempotencyKey !== true) {
    throw new Error(`${request.routeOptions.method} ${request.routeOptions.url} reads the Idempotency-Key without config MOVES_MONEY`);
  }
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined || value === '') throw invalid('server.idempotency.keyMissing');
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) throw invalid('server.idempotency.keyMalformed');
  return value;
}

/** SHA-256 of the parameters with object keys sorted, so key order on the wire does not matter. */
export function fingerprint(params: unknown): string {
  return createHash('sha256').update(stableJson(params)).digest('hex');
}

// Recursive, so bounded: callers pass the fields their schema knows, and a JSON body is no deeper
// than JSON_MAX_DEPTH anyway (plugins/json-body.ts); past it the input is refused, never the stack.
function stableJson(value: unknown, depth = 0): string {
  if (depth > JSON_MAX_DEPTH) throw invalid('server.bodyTooDeep');
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`);
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export class Idempotency {
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: { db: AppDatabase; now: Clock }) {}

  /**
   * Runs `work` once per (player, key): its reply (JSON data, no bigint) is saved with the key in
   * the same transaction; a replay answers the saved reply. Throws idempotencyConflict() when the
   * key was used with other parameters or on another route.
   */
  async run<T>(request: IdempotentRequest, work: (tx: AppTransaction) => Promise<T>): Promise<T> {
    await this.pruneIfDue();
    const print = fingerprint(request.params);
    const now = this.deps.now();
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    return this.deps.db.transaction(async (tx) => {
      const mine = and(eq(idempotencyKey.playerId, request.playerId), eq(idempotencyKey.key, request.key));
      // A key older than the time it is kept is as good as gone, pruned or not.
      await tx.delete(idempotencyKey).where(and(mine, lt(idempotencyKey.createdAt, cutoff)));
      const [claimed] = await tx
        .insert(idempotencyKey)
        .values({ playerId: request.playerId, key: request.key, route: request.route, fingerprint: print, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKey.key });
      if (!claimed) {
        const [saved] = await tx
          .select({ route: idempotencyKey.route, fingerprint: idempotencyKey.fingerprint, reply: idempotencyKey.reply })
          .from(idempotencyKey)
          .where(mine);
        if (!saved || saved.route !== request.route || saved.fingerprint !== print) throw idempotencyConflict();
        return saved.reply as T;
      }
      const reply = await work(tx);
      await tx
        .update(idempotencyKey)
        .set({ reply: sql`${JSON.stringify(reply ?? null)}::jsonb` })
        .where(mine);
      return reply;
    });
  }

  /** Removes keys past IDEMPOTENCY_KEY_TTL_MS, a bounded batch at a time; returns how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.deps.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const expired = this.deps.db
      .select({ playerId: idempotencyKey.playerId, key: idempotencyKey.key })
      .from(idempotencyKey)
      .where(lt(idempotencyKey.createdAt, cutoff))
      .limit(PRUNE_BATCH);
    const removed = await this.deps.db
      .delete(idempotencyKey)
      .where(inArray(sql`(${idempotencyKey.playerId}, ${idempotencyKey.key})`, expired))
      .returning({ key: idempotencyKey.key });
    return removed.length;
  }

  private async pruneIfDue(): Promise<void> {
    const at = this.deps.now().getTime();
    if (at - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = at;
    await this.prune();
  }
}
