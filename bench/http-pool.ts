// An open-loop load generator's connections to one origin: up to `size` kept-alive HttpConnections
// (bench/http-connection.ts, about half of what node:http's client and agent cost a call), a call
// waiting for a free one in the order it came, as node:http's agent with maxSockets queues it. A
// connection that failed or was closed by the server is dropped and the next call opens another.
import { HttpConnection, type ConnectionAnswer, type ConnectionRequest } from './http-connection';

export class HttpPool {
  private readonly idle: HttpConnection[] = [];
  private readonly queue: ((connection: HttpConnection) => void)[] = [];
  private open = 0;

  constructor(
    readonly origin: string,
    private readonly size: number,
  ) {}

  async request(request: ConnectionRequest): Promise<ConnectionAnswer> {
    const connection = await this.take();
    try {
      return await connection.request(request);
    } finally {
      this.give(connection);
    }
  }

  close(): void {
    for (const connection of this.idle.splice(0)) connection.close();
  }

  private take(): Promise<HttpConnection> {
    for (let connection = this.idle.pop(); connection; connection = this.idle.pop()) {
      if (!connection.failed) return Promise.resolve(connection);
      this.drop(connection);
    }
    if (this.open < this.size) return Promise.resolve(this.opened());
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private give(connection: HttpConnection): void {
    if (connection.failed) {
      this.drop(connection);
      const next = this.queue.shift();
      if (next) next(this.opened());
      return;
    }
    const next = this.queue.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  private opened(): HttpConnection {
    this.open += 1;
    return new HttpConnection(this.origin, { keepBody: true });
  }

  private drop(connection: HttpConnection): void {
    connection.close();
    this.open -= 1;
  }
}
