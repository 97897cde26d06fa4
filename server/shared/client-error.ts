// What a connection gets when Node's HTTP parser refuses the request before Fastify sees it: a
// request line or headers past the size limit (431), a request that did not arrive in time (408),
// or bytes that are not HTTP (400). Fastify's own answer there is a JSON body of another shape;
// the web app reads every /user-api reply as the envelope (DESIGN.md "Envelope"), so this writes
// one. The URL was never parsed, so the path and `lang` are unknown: the msg is English.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ApiReply } from '../../src/domain/api-reply';

interface ConnectionError extends Error {
  code?: string;
}

function refusal(error: ConnectionError): { status: number; msg: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, msg: 'The request is too large' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, msg: 'The request took too long' };
  return { status: 400, msg: 'The request could not be processed' };
}

/** Fastify's clientErrorHandler: the envelope, then the connection is closed (as Node does). */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = refusal(error);
  const body: ApiReply<null> = { code: status, msg, data: null };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
