// The open transaction of the current async context, carried by the database handle itself.
// PGlite has one connection: a query on the root handle while a transaction of the same flow
// holds it waits for ever, and everything queued behind it with it (issue 17: a login froze the
// whole API this way). So the root handle knows the transaction its caller runs in:
//   - a cache reload (or anything run through joinOpenTransaction) inside it uses that transaction;
//   - any other query on the root handle there is a bug: the guard throws at once, naming where
//     the transaction was opened and where the query started (development and tests), or the
//     query joins the transaction so production can never freeze on it;
//   - every open transaction is listed with its age, so /health reports one that never ends.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A drizzle root handle (client.ts's AppDatabase), as the guard calls it. */
interface TransactionalDatabase {
  transaction(run: (tx: object) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

/** `throw` in development and tests; `join` in production. */
export type TransactionGuardMode = 'throw' | 'join';

interface OpenTransaction {
  /** The database this transaction belongs to: another database's root handle is not guarded. */
  readonly owner: object;
  readonly tx: object;
  readonly startedAt: number;
  /** Where it was opened (the guard's stack), or null when the guard only joins. */
  readonly openedAt: string | null;
  /** False once the callback settled: a stray continuation then queries the root as usual. */
  open: boolean;
  /** True once its body stepped aside (stepOutOfTransaction): it only holds a lock now. */
  holdsOnlyALock: boolean;
}

interface ScopeEntry {
  transaction: OpenTransaction;
  /** True inside joinOpenTransaction(): root queries there use the transaction on purpose. */
  joins: boolean;
}

const scope = new AsyncLocalStorage<ScopeEntry>();

/**
 * Transactions open right now through any guarded handle of this process. The scope is switched on
 * by the first (scope.run) and off when the last ends: on Node 20 a live AsyncLocalStorage runs a
 * hook on every promise the process makes, whoever makes it, and an authenticated read makes
 * dozens. bench:api (2026-11-30, PostgreSQL): GET /getInfo cost the server 110 µs a request with the
 * scope always on against 100 with it off. Off, no flow is inside a transaction, so a store could
 * only say so of one that has ended (open: false): the guard reads the same with or without it.
 */
let openTransactionCount = 0;

/** A transaction leaves the count when it ends, or earlier when it steps aside to only hold a lock. */
function leaveCount(): void {
  openTransactionCount -= 1;
  if (openTransactionCount === 0) scope.disable();
}

// The drizzle methods that start a query or a transaction on the handle they are called on.
const QUERY_STARTS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'with',
  '$with',
  '$count',
  'refreshMaterializedView',
  'transaction',
]);

export class RootQueryInTransactionError extends Error {
  constructor(method: string, openedAt: string | null, startedAt: string | undefined) {
    super(
      `a query (${method}) started on the root database handle while a transaction of the same flow is open: ` +
        `on PGlite it would wait for ever. Pass the transaction, or read from memory.\n` +
        `--- transaction opened at:\n${trimStack(openedAt)}\n--- query started at:\n${trimStack(startedAt ?? null)}`,
    );
    this.name = 'RootQueryInTransactionError';
  }
}

export interface GuardedDatabase<D> {
  db: D;
  /** The transactions open right now on this database, oldest first. */
  openTransactions(): { ageMs: number; openedAt: string | null }[];
  /** Guard errors thrown so far and not yet taken (a caller may have swallowed them); tests fail on any. */
  takeViolations(): RootQueryInTransactionError[];
}

/** Wraps drizzle's root handle so it carries the open transaction of the current async context. */
export function guardTransactions<D extends object>(root: D, mode: TransactionGuardMode): GuardedDatabase<D> {
  const open = new Set<OpenTransaction>();
  const violations: RootQueryInTransactionError[] = [];

  const beginTransaction = (run: (tx: object) => Promise<unknown>, config?: unknown) => {
    // Taken at the call: inside the callback PGlite's queue has already cut the async stack.
    const openedAt = mode === 'throw' ? new Error().stack ?? null : null;
    const transactional = root as unknown as TransactionalDatabase;
    return transactional.transaction(async (tx) => {
      const transaction: OpenTransaction = { owner: handle, tx, startedAt: Date.now(), openedAt, open: true, holdsOnlyALock: false };
      open.add(transaction);
      openTransactionCount += 1;
      try {
        return await scope.run({ transaction, joins: false }, () => run(tx));
      } finally {
        transaction.open = false;
        open.delete(transaction);
        if (!transaction.holdsOnlyALock) leaveCount();
      }
    }, config);
  };

  const handle: D = new Proxy(root, {
    get(target, property) {
      if (!QUERY_STARTS.has(property)) return Reflect.get(target, property, target);
      const entry = scope.getStore();
      const inside = entry?.transaction.open === true && entry.transaction.owner === handle ? entry : undefined;
      if (!inside) return property === 'transaction' ? beginTransaction : bind(target, property);
      if (!inside.joins && mode === 'throw') {
        const error = new RootQueryInTransactionError(String(property), inside.transaction.openedAt, new Error().stack);
        violations.push(error);
        throw error;
      }
      // The flow's own transaction (a savepoint for a nested transaction): never a second queue.
      return bind(inside.transaction.tx, property);
    },
  });

  return {
    db: handle,
    openTransactions: () =>
      [...open]
        .filter((transaction) => !transaction.holdsOnlyALock)
        .map((transaction) => ({ ageMs: Date.now() - transaction.startedAt, openedAt: transaction.openedAt })),
    takeViolations: () => violations.splice(0),
  };
}

/**
 * Runs `load` so that root-handle queries in it use the caller's open transaction, if any: for
 * reloading a cached set (site settings, levels, ...) from inside a transaction.
 */
export function joinOpenTransaction<T>(load: () => Promise<T>): Promise<T> {
  const entry = scope.getStore();
  if (!entry?.transaction.open || entry.joins) return load();
  return scope.run({ transaction: entry.transaction, joins: true }, load);
}

/**
 * Runs `work` outside the caller's transaction, which from then on only holds a lock (PostgreSQL's
 * transaction-level advisory locks): the work writes on other connections in transactions of its
 * own, so its root queries neither trip the guard nor join the lock's transaction, and /health does
 * not count the lock as a stuck transaction. Never on PGlite: its one connection is the lock's.
 */
export function stepOutOfTransaction<T>(work: () => Promise<T>): Promise<T> {
  const entry = scope.getStore();
  if (entry?.transaction.open && !entry.transaction.holdsOnlyALock) {
    entry.transaction.holdsOnlyALock = true;
    // Nothing runs in it any more but its return: the poller's lock, held for a whole pass, no
    // longer keeps every promise of the process hooked (openTransactionCount).
    leaveCount();
  }
  return scope.exit(work);
}

/** True when the caller runs inside an open transaction (a cache then keeps what it loads private). */
export function insideTransaction(): boolean {
  return scope.getStore()?.transaction.open === true;
}

function bind(target: object, property: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/** The stack without the error line and this file's frames, so both call sites read at a glance. */
function trimStack(stack: string | null): string {
  if (!stack) return '  (not recorded: the guard only joins in production)';
  return stack
    .split('\n')
    .slice(1)
    .filter((line) => !line.includes('transaction-scope') && !line.includes('node_modules'))
    .slice(0, 8)
    .join('\n');
}
