// The block list (DESIGN.md "Envelope": HTTP 403 for a blocked address): operators add and remove
// addresses and CIDR ranges; every /user-api request asks isBlocked. The list lives in the
// database, so every instance behind a load balancer enforces the same one; each instance keeps a
// matcher built from it in memory (shared/cache), so a request does not cost a query. A change
// made here is announced on the change bus and applies at once on every instance (on PostgreSQL
// through NOTIFY); a row written some other way is seen within BLOCK_LIST_CACHE_MS.
import type { BlockList } from 'node:net';
import { systemClock, type Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { AccessRepository, BlockedAddressRow } from './access.repository';
import { AccessError, isListed, parseAccessTarget, toBlockList, type AccessTarget } from './access-target';

/** How long a loaded block list is trusted, without hearing of a change, before the database is asked again. */
export const BLOCK_LIST_CACHE_MS = 5_000;

/** The change-bus topic of the block list. */
export const ACCESS_TOPIC = 'access';

export interface BlockedEntry extends BlockedAddressRow {
  /** The stored text read as an address or range; null if it is not one (a row written by hand). */
  target: AccessTarget | null;
}

export interface BlockResult {
  entry: BlockedAddressRow;
  /** False when the address or range was on the list already (the stored row is kept as it was). */
  added: boolean;
}

/** How many client addresses one loaded list remembers its answer for, before starting afresh. */
const VERDICTS_KEPT = 10_000;

/** One load of the list: its matcher, and the answers already given from it. */
interface BlockListSnapshot {
  list: BlockList;
  /** Nothing blocked (the usual case): every request passes without parsing its address. */
  empty: boolean;
  verdicts: Map<string, boolean>;
}

export interface AccessServiceDeps {
  repository: AccessRepository;
  changes: ChangeBus;
  now?: Clock;
  /** How long a loaded block list is trusted without hearing of a change (default BLOCK_LIST_CACHE_MS). */
  cacheMs?: number;
}

export class AccessService {
  private readonly cache: ReadCache<BlockListSnapshot>;

  private readonly repository: AccessRepository;
  private readonly changes: ChangeBus;
  private readonly now: Clock;

  constructor({ repository, changes, now = systemClock, cacheMs = BLOCK_LIST_CACHE_MS }: AccessServiceDeps) {
    this.repository = repository;
    this.changes = changes;
    this.now = now;
    this.cache = new ReadCache({
      load: async () => {
        const targets = (await repository.findAll()).flatMap((row) => readStored(row.address) ?? []);
        return { list: toBlockList(targets), empty: targets.length === 0, verdicts: new Map() };
      },
      changes,
      topic: ACCESS_TOPIC,
      expiryMs: cacheMs,
      now,
    });
  }

  /** Whether a client address (request.ip) is blocked. An address node:net cannot read is not. */
  async isBlocked(clientAddress: string): Promise<boolean> {
    return this.blockedNow(clientAddress) ?? verdict(await this.cache.get(), clientAddress);
  }

  /** isBlocked answered from memory, in the same turn; undefined when the list must be loaded first. */
  blockedNow(clientAddress: string): boolean | undefined {
    const snapshot = this.cache.peek();
    return snapshot && verdict(snapshot, clientAddress);
  }

  /** Adds an address or CIDR range; a text that is neither throws AccessError and stores nothing. */
  async block(raw: string, reason = ''): Promise<BlockResult> {
    const target = parseAccessTarget(raw);
    const inserted = await this.repository.insert({ address: target.text, reason: reason.trim(), createdAt: this.now() });
    // Announced even when it was there already: an instance may hold a list older than the row.
    await this.changes.publish(ACCESS_TOPIC);
    if (inserted) return { entry: inserted, added: true };
    const existing = await this.repository.find(target.text);
    return { entry: existing ?? { address: target.text, reason: '', createdAt: this.now() }, added: false };
  }

  /** Removes an entry, written as it was blocked (any spelling of the same address or range). */
  async unblock(raw: string): Promise<BlockedAddressRow> {
    const target = parseAccessTarget(raw);
    const removed = await this.repository.remove(target.text);
    if (removed) {
      await this.changes.publish(ACCESS_TOPIC);
      return removed;
    }
    const coveredBy = (await this.list())
      .filter((entry) => entry.target && isListed(toBlockList([entry.target]), target.address))
      .map((entry) => entry.address);
    const hint = coveredBy.length ? `; it falls in ${coveredBy.join(', ')}, which stay blocked until removed` : '';
    throw new AccessError('notBlocked', `${target.text} is not on the block list${hint}.`);
  }

  /** Every entry, oldest first. */
  async list(): Promise<BlockedEntry[]> {
    return (await this.repository.findAll()).map((row) => ({ ...row, target: readStored(row.address) }));
  }

  /** Forgets this instance's loaded list; the next request reads the database. */
  invalidate(): void {
    this.cache.invalidate();
  }
}

function readStored(text: string): AccessTarget | null {
  try {
    return parseAccessTarget(text);
  } catch {
    return null;
  }
}

function verdict(snapshot: BlockListSnapshot, clientAddress: string): boolean {
  if (snapshot.empty) return false;
  // Parsing an address costs more than the rest of a cached read; a client asks again and again.
  let blocked = snapshot.verdicts.get(clientAddress);
  if (blocked === undefined) {
    blocked = isListed(snapshot.list, clientAddress);
    if (snapshot.verdicts.size >= VERDICTS_KEPT) snapshot.verdicts.clear();
    snapshot.verdicts.set(clientAddress, blocked);
  }
  return blocked;
}
