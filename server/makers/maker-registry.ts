// The game makers this server plays with, by maker code (the games table's maker and the ledger's
// game-wallet name). Built once at start from configuration (server/start.ts registers the demo
// maker it starts); the play module looks an adapter up here and never constructs one itself.
import type { GameMakerAdapter } from './maker-adapter';

export class MakerRegistry {
  private readonly adapters = new Map<string, GameMakerAdapter>();

  constructor(adapters: readonly GameMakerAdapter[] = []) {
    for (const adapter of adapters) this.register(adapter);
  }

  /** Adds a maker; a second adapter for one code is a configuration mistake, refused loudly. */
  register(adapter: GameMakerAdapter): void {
    if (!adapter.code) throw new Error('A game maker adapter needs a code.');
    if (this.adapters.has(adapter.code)) throw new Error(`Game maker "${adapter.code}" is registered twice.`);
    this.adapters.set(adapter.code, adapter);
  }

  /** The adapter for a maker code, or undefined when this server has none (its games cannot be played here). */
  get(code: string): GameMakerAdapter | undefined {
    return this.adapters.get(code);
  }

  codes(): string[] {
    return [...this.adapters.keys()].sort();
  }

  /** The origins the makers' frames load from: the only ones the playing screen may frame. */
  origins(): string[] {
    return [...new Set([...this.adapters.values()].map((adapter) => new URL(adapter.origin).origin))].sort();
  }
}
