// One kept-alive HTTP/1.1 connection of a bench's load generator (closed loop in http-drive.ts, open
// loop through http-pool.ts), one request at a time: the request written as one buffer, the answer
// read by http-parser-js (the parser autocannon runs) with nothing kept but its status (and its
// body, for a connection made to keep it). On this machine the generator shares the two cores with
// the server it measures, where outside players' devices do not, so what it costs a call is taken
// from the server: about half of what node:http's client and a keep-alive agent cost.
// 8 connections to a bare node:http server, alternated (2026-12-02, the machine busy with other
// work): 43-47 µs of CPU a call against 81-108 µs; in bench:rounds, 56-93 µs a spin against 132-244.
import net from 'node:net';
import { HTTPParser } from 'http-parser-js';

export interface ConnectionRequest {
  method: 'GET' | 'POST';
  /** The path and query, on the connection's origin. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ConnectionAnswer {
  status: number;
  /** The answer's body, for a connection made with keepBody; '' otherwise. */
  body: string;
}

interface Waiting {
  resolve(answer: ConnectionAnswer): void;
  reject(error: Error): void;
}

export class HttpConnection {
  private readonly socket: net.Socket;
  private readonly parser = new HTTPParser(HTTPParser.RESPONSE);
  private readonly host: string;
  /** scheme://host:port, as `new URL(...).origin` spells it. */
  readonly origin: string;
  private status = 0;
  private keepAlive = true;
  private readonly keepBody: boolean;
  private body: Buffer[] = [];
  private waiting: Waiting | null = null;
  private failure: Error | null = null;

  constructor(origin: string, { keepBody = false }: { keepBody?: boolean } = {}) {
    this.keepBody = keepBody;
    const url = new URL(origin);
    if (url.protocol !== 'http:') throw new Error(`HttpConnection speaks plain HTTP only, not ${url.protocol}`);
    this.host = url.host;
    this.origin = url.origin;
    this.socket = net.connect(Number(url.port || 80), url.hostname);
    // A request is one write and its answer is awaited: nothing to gain from Nagle's wait.
    this.socket.setNoDelay(true);
    this.parser[HTTPParser.kOnHeadersComplete] = (info) => {
      this.status = info.statusCode ?? 0;
      this.keepAlive = info.shouldKeepAlive;
    };
    if (keepBody) this.parser[HTTPParser.kOnBody] = (chunk, start, length) => void this.body.push(chunk.subarray(start, start + length));
    this.parser[HTTPParser.kOnMessageComplete] = () => {
      const waiting = this.waiting;
      this.waiting = null;
      // Decoded once whole: a character may be split between two chunks.
      const body = this.keepBody ? Buffer.concat(this.body).toString('utf8') : '';
      this.body = [];
      // An answer that says `connection: close` is the last on this socket (its close may come later).
      if (!this.keepAlive) this.close();
      waiting?.resolve({ status: this.status, body });
    };
    this.socket.on('data', (chunk: Buffer) => {
      const parsed = this.parser.execute(chunk);
      if (parsed instanceof Error) this.fail(parsed);
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error(`the connection to ${this.host} closed`)));
  }

  /** Whether it failed or closed: it sends nothing more. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** Sends the request and answers its HTTP status (and body, when kept) once the whole answer has arrived. */
  request({ method, path, headers, body }: ConnectionRequest): Promise<ConnectionAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) return Promise.reject(new Error('HttpConnection sends one request at a time'));
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise<ConnectionAnswer>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${head}\r\n${body ?? ''}`);
    });
  }

  close(): void {
    this.failure ??= new Error('the connection was closed');
    this.socket.destroy();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
