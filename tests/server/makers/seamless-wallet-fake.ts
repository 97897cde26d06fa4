// A small fake of the platform's side of docs/seamless-wallet.md, for testing the seamless maker on
// its own: it checks each call's signature and timestamp, keeps one balance per wallet token, is
// idempotent by transactionId (a repeat answers the first answer), remembers a rollback of an
// unknown debit, and refuses a debit past the balance. `loseAnswers` drops the answer of the next
// calls of a kind after applying them, as a network that fails on the way back does.
import http from 'node:http';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureValid } from '../../../server/makers/demo/demo-maker-signature';

export interface FakeCall {
  call: string;
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
}

export class FakeWallet {
  readonly balances = new Map<string, bigint>();
  readonly closed = new Set<string>();
  readonly calls: FakeCall[] = [];
  readonly lose = new Map<string, number>();
  private readonly answers = new Map<string, Record<string, unknown>>();
  private readonly debits = new Map<string, { token: string; amount: bigint; state: 'open' | 'credited' | 'rolledBack' }>();
  private readonly rolledBackUnknown = new Set<string>();
  private server: http.Server | null = null;
  origin = '';

  constructor(private readonly secret: string) {}

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const valid = signatureValid(
          this.secret,
          { timestamp: request.headers[TIMESTAMP_HEADER], signature: request.headers[SIGNATURE_HEADER], method: request.method ?? '', pathWithQuery: request.url ?? '', body: raw },
          new Date(),
        );
        if (!valid) {
          response.writeHead(401).end('{"status":"BAD_SIGNATURE"}');
          return;
        }
        const call = (request.url ?? '').split('/').pop() ?? '';
        const body = JSON.parse(raw) as Record<string, unknown>;
        const answer = this.answer(call, body);
        this.calls.push({ call, body, answer });
        const toLose = this.lose.get(call) ?? 0;
        if (toLose > 0) {
          this.lose.set(call, toLose - 1);
          response.writeHead(503).end('lost');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.origin = `http://127.0.0.1:${address.port}`;
  }

  /** Forgets every balance, transaction and call (the maker's round ids start again at 1). */
  reset(): void {
    for (const kept of [this.balances, this.lose, this.answers, this.debits]) kept.clear();
    this.closed.clear();
    this.rolledBackUnknown.clear();
    this.calls.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The same transaction id always answers its first answer. */
  private answer(call: string, body: Record<string, unknown>): Record<string, unknown> {
    const token = String(body.token);
    if (call === 'balance') return this.closed.has(token) ? { status: 'INVALID_TOKEN' } : { status: 'OK', balance: String(this.balances.get(token) ?? 0n) };
    const id = String(body.transactionId);
    const first = this.answers.get(id);
    if (first) return first;
    const answer = this.apply(call, token, body);
    this.answers.set(id, answer);
    return answer;
  }

  private apply(call: string, token: string, body: Record<string, unknown>): Record<string, unknown> {
    const balance = this.balances.get(token) ?? 0n;
    const ok = (after: bigint) => {
      this.balances.set(token, after);
      return { status: 'OK', balance: String(after) };
    };
    if (call === 'debit') {
      const id = String(body.transactionId);
      if (this.rolledBackUnknown.has(id)) return { status: 'DEBIT_ROLLED_BACK', balance: String(balance) };
      if (this.closed.has(token)) return { status: 'INVALID_TOKEN' };
      const amount = BigInt(String(body.amount));
      if (amount > balance) return { status: 'INSUFFICIENT_FUNDS', balance: String(balance) };
      this.debits.set(id, { token, amount, state: 'open' });
      return ok(balance - amount);
    }
    const debitId = String(body.debitTransactionId);
    const debit = this.debits.get(debitId);
    if (call === 'credit') {
      if (!debit) return { status: this.rolledBackUnknown.has(debitId) ? 'DEBIT_ROLLED_BACK' : 'UNKNOWN_DEBIT' };
      if (debit.state === 'rolledBack') return { status: 'DEBIT_ROLLED_BACK', balance: String(balance) };
      debit.state = 'credited';
      return ok(balance + BigInt(String(body.amount)));
    }
    if (call === 'rollback') {
      if (!debit) {
        this.rolledBackUnknown.add(debitId);
        return { status: 'OK', balance: String(balance) };
      }
      if (debit.state === 'credited') return { status: 'ROUND_SETTLED', balance: String(balance) };
      debit.state = 'rolledBack';
      return ok(balance + debit.amount);
    }
    return { status: 'BAD_REQUEST' };
  }
}
