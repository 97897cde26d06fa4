// The block list (DESIGN.md "Envelope": HTTP 403 for a blocked address): operators add and remove
// addresses and CIDR ranges; every /user-api request asks isBlocked. The list lives in the
// database, so every instance behind a load balancer enforces the same one; each instance keeps a
// matcher built from it for BLOCK_LIST_CACHE_MS, so a request does not cost a query, and a change
// made through another instance is seen within that time. A change made here applies at once.
import type { BlockList } from 'node:net';
import { systemClock, type Clock } from '../../clock';
import type { AccessRepository, BlockedAddressRow } from './access.repository';
import { AccessError, isListed, parseAccessTarget, toBlockList, type AccessTarget } from './access-target';

/** How long a loaded block list is trusted before the database is asked again. */
export const BLOCK_LIST_CACHE_MS = 5_000;

export interface BlockedEntry extends BlockedAddressRow {
  /** The stored text read as an address or range; null if it is not one (a row written by hand). */
  target: AccessTarget | null;
}

export interface BlockResult {
  entry: BlockedAddressRow;
  /** False when the address or range was on the list already (the stored row is kept as it was). */
  added: boolean;
}

export interface AccessServiceDeps {
  repository: AccessRepository;
  now?: Clock;
  /** How long a loaded block list is trusted (default BLOCK_LIST_CACHE_MS). */
  cacheMs?: number;
}

export class AccessService {
  private cached: { list: BlockList; loadedAt: number } | undefined;
  private loading: Promise<BlockList> | undefined;
  /** Bumped by every change made here, so a load that started before it is not kept. */
  private generation = 0;

  private readonly repository: AccessRepository;
  private readonly now: Clock;
  private readonly cacheMs: number;

  constructor({ repository, now = systemClock, cacheMs = BLOCK_LIST_CACHE_MS }: AccessServiceDeps) {
    this.repository = repository;
    this.now = now;
    this.cacheMs = cacheMs;
  }

  /** Whether a client address (request.ip) is blocked. An address node:net cannot read is not. */
  async isBlocked(clientAddress: string): Promise<boolean> {
    return isListed(await this.blockList(), clientAddress);
  }

  /** Adds an address or CIDR range; a text that is neither throws AccessError and stores nothing. */
  async block(raw: string, reason = ''): Promise<BlockResult> {
    const target = parseAccessTarget(raw);
    const inserted = await this.repository.insert({ address: target.text, reason: reason.trim(), createdAt: this.now() });
    this.invalidate();
    if (inserted) return { entry: inserted, added: true };
    const existing = await this.repository.find(target.text);
    return { entry: existing ?? { address: target.text, reason: '', createdAt: this.now() }, added: false };
  }

  /** Removes an entry, written as it was blocked (any spelling of the same address or range). */
  async unblock(raw: string): Promise<BlockedAddressRow> {
    const target = parseAccessTarget(raw);
    const removed = await this.repository.remove(target.text);
    if (removed) {
      this.invalidate();
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

  /** Forgets the loaded list; the next request reads the database. */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
    this.loading = undefined;
  }

  private async blockList(): Promise<BlockList> {
    const cached = this.cached;
    if (cached) {
      const age = this.now().getTime() - cached.loadedAt;
      if (age >= 0 && age < this.cacheMs) return cached.list;
    }
    // Requests arriving while the list loads share the one query.
    return (this.loading ??= this.load());
  }

  private async load(): Promise<BlockList> {
    const generation = this.generation;
    const startedAt = this.now().getTime();
    try {
      const rows = await this.repository.findAll();
      const list = toBlockList(rows.flatMap((row) => readStored(row.address) ?? []));
      if (generation === this.generation) this.cached = { list, loadedAt: startedAt };
      return list;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}

function readStored(text: string): AccessTarget | null {
  try {
    return parseAccessTarget(text);
  } catch {
    return null;
  }
}
