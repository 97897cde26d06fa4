// The game makers this server plays with, by maker code (the games table's maker and the ledger's
// game-wallet name). Built once at start from configuration (server/start.ts registers the demo
// maker and the seamless maker it starts); the play module looks an adapter up here and never
// constructs one itself. `get` and `codes` answer the transfer makers only (what money moves to,
// rounds are pulled from and game wallets are reconciled with); `any` and `seamless` the others.
import { protocolOf, type GameMakerAdapter, type MakerAdapter, type SeamlessMakerAdapter } from './maker-adapter';

export class MakerRegistry {
  private readonly adapters = new Map<string, MakerAdapter>();

  constructor(adapters: readonly MakerAdapter[] = []) {
    for (const adapter of adapters) this.register(adapter);
  }

  /** Adds a maker; a second adapter for one code is a configuration mistake, refused loudly. */
  register(adapter: MakerAdapter): void {
    if (!adapter.code) throw new Error('A game maker adapter needs a code.');
    if (this.adapters.has(adapter.code)) throw new Error(`Game maker "${adapter.code}" is registered twice.`);
    this.adapters.set(adapter.code, adapter);
  }

  /** The transfer maker of a code, or undefined when this server has none (or the maker is seamless). */
  get(code: string): GameMakerAdapter | undefined {
    const adapter = this.adapters.get(code);
    return adapter && protocolOf(adapter) === 'transfer' ? (adapter as GameMakerAdapter) : undefined;
  }

  /** The seamless maker of a code, or undefined. */
  seamless(code: string): SeamlessMakerAdapter | undefined {
    const adapter = this.adapters.get(code);
    return adapter?.protocol === 'seamless' ? adapter : undefined;
  }

  /** The maker of a code whatever its protocol, or undefined when this server has none (its games cannot be played here). */
  any(code: string): MakerAdapter | undefined {
    return this.adapters.get(code);
  }

  /** The transfer makers' codes. */
  codes(): string[] {
    return [...this.adapters.values()].filter((adapter) => protocolOf(adapter) === 'transfer').map((adapter) => adapter.code).sort();
  }

  /** The origins the makers' frames load from: the only ones the playing screen may frame. */
  origins(): string[] {
    return [...new Set([...this.adapters.values()].map((adapter) => new URL(adapter.origin).origin))].sort();
  }
}
