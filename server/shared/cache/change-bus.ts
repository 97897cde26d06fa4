// How every server instance learns that an operator changed a cached set (read-cache.ts).
// A write announces its topic with publish(): this process drops its copy at once, and a
// pg_notify on the writer's own connection (inside its transaction when handed one, so it is
// delivered at commit and never for a rolled-back change) tells the others. On PostgreSQL each
// server holds one dedicated connection LISTENing on the channel; while that connection is down
// no cached value is trusted, and when it is back everything is dropped, since notifications sent
// meanwhile are lost. On PGlite there is one process, so the in-place drop is all there is (the
// pg_notify then reaches no one and costs one query per change).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { AppDatabase, DbExecutor } from '../../db/client';

/** The one channel; the payload is the topic. */
export const CHANGE_CHANNEL = 'app_cache_change';

/** Reconnect delays of the listening connection: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface ChangeBus {
  /** False while a listening connection exists but is down: caches then read through. */
  readonly trusted: boolean;
  subscribe(topic: string, onChange: () => void): void;
  /** After a write (or inside its transaction `tx`): drops the topic here and notifies every instance. */
  publish(topic: string, tx?: DbExecutor): Promise<void>;
  /** Drops every cached set in this process. */
  dropAll(): void;
  /**
   * Starts hearing other instances on a dedicated PostgreSQL connection (the server does this;
   * a one-off operator command only publishes). Resolves once LISTEN is in place.
   */
  listen(connect: () => pg.Client, onProblem?: (message: string) => void): Promise<void>;
  /** Ends the listening connection, if any. */
  close(): Promise<void>;
}

/** `db` carries the notifications of writes made outside a transaction. */
export function createChangeBus(db: AppDatabase): ChangeBus {
  const subscribers = new Map<string, (() => void)[]>();
  let listener: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dispatch = (topic: string) => {
    for (const onChange of subscribers.get(topic) ?? []) onChange();
  };
  const dropAll = () => {
    for (const topic of subscribers.keys()) dispatch(topic);
  };

  async function connectListener(connect: () => pg.Client, onLost: (error: Error) => void): Promise<void> {
    const client = connect();
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) dispatch(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    // Anything announced before LISTEN was in place went unheard.
    dropAll();
    listening = true;
  }

  const bus: ChangeBus = {
    get trusted() {
      return listener === undefined || listening;
    },
    subscribe(topic, onChange) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]);
    },
    async publish(topic, tx = db) {
      dispatch(topic);
      await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
    },
    dropAll,
    async listen(connect, onProblem = () => undefined) {
      let delay = RECONNECT_FIRST_MS;
      const onLost = (error: Error) => {
        if (closed || !listening) return;
        listening = false;
        dropAll();
        onProblem(`cache change listener lost (${error.message}); reconnecting, caches read through meanwhile`);
        const current = listener;
        current?.removeAllListeners();
        current?.on('error', () => undefined);
        void current?.end().catch(() => undefined);
        scheduleReconnect();
      };
      const scheduleReconnect = () => {
        retry = setTimeout(() => {
          retry = undefined;
          if (closed) return;
          connectListener(connect, onLost).then(
            () => {
              delay = RECONNECT_FIRST_MS;
              onProblem('cache change listener back; caches dropped');
            },
            (error: Error) => {
              onProblem(`cache change listener could not reconnect (${error.message})`);
              delay = Math.min(delay * 2, RECONNECT_MAX_MS);
              scheduleReconnect();
            },
          );
        }, delay);
        retry.unref();
      };
      await connectListener(connect, onLost);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listening = false;
      const current = listener;
      if (!current) return;
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    },
  };
  return bus;
}
