// The shots a player has fired and the maker has not answered yet. Taps come faster than answers
// (several a second), so the page holds at most one shot at the maker and a few more waiting, in
// order; a tap past that is refused at once (the cannon clicks empty) instead of piling up, and a
// shot the maker refuses (or a lost connection) drops those still waiting, whose money was never
// taken. Pure: the page sends, the queue says what to send next and what the balance shows.

export const MAX_WAITING = 2;

export interface QueuedShot<Aim> {
  /** Fired order, from 1. */
  id: number;
  /** Minor units. */
  cost: number;
  aim: Aim;
}

export type FireAnswer<Aim> =
  /** Send this one to the maker now. */
  | { kind: 'send'; shot: QueuedShot<Aim> }
  /** Held until the shot at the maker is answered. */
  | { kind: 'queued'; shot: QueuedShot<Aim> }
  /** Too many waiting, or not enough balance for it after the shots before it. */
  | { kind: 'refused'; reason: 'full' | 'balance' };

export class ShotQueue<Aim> {
  private inFlight: QueuedShot<Aim> | null = null;
  private readonly waiting: QueuedShot<Aim>[] = [];
  private fired = 0;
  /** Minor units: the balance the maker last answered. */
  private settled: number;

  constructor(balance: number) {
    this.settled = balance;
  }

  /** A shot the player fired: sent at once when none is at the maker, else held while there is room and money. */
  fire(cost: number, aim: Aim): FireAnswer<Aim> {
    if (this.inFlight && this.waiting.length >= MAX_WAITING) return { kind: 'refused', reason: 'full' };
    if (this.shown() < cost) return { kind: 'refused', reason: 'balance' };
    this.fired += 1;
    const shot = { id: this.fired, cost, aim };
    if (!this.inFlight) {
      this.inFlight = shot;
      return { kind: 'send', shot };
    }
    this.waiting.push(shot);
    return { kind: 'queued', shot };
  }

  /** The maker answered the shot at it with this balance: the next waiting one (if any) goes now. */
  answered(balance: number): QueuedShot<Aim> | null {
    this.settled = balance;
    this.inFlight = this.waiting.shift() ?? null;
    return this.inFlight;
  }

  /** The shot at the maker failed (refused or unanswered): it and the waiting ones are dropped, none was paid for. */
  failed(): QueuedShot<Aim>[] {
    const dropped = [...this.waiting];
    this.inFlight = null;
    this.waiting.length = 0;
    return dropped;
  }

  /** A balance from outside a shot (a recharge), taken while nothing is pending. */
  setBalance(balance: number): void {
    this.settled = balance;
  }

  /** What the balance shows: the maker's last answer less every shot fired and not yet answered. */
  shown(): number {
    return this.settled - (this.inFlight?.cost ?? 0) - this.waiting.reduce((sum, shot) => sum + shot.cost, 0);
  }

  pending(): number {
    return (this.inFlight ? 1 : 0) + this.waiting.length;
  }
}
