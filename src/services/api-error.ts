// How an API call fails (SPEC.md §8), in one error type machines can read: the kind of failure,
// and the server's code and msg when it sent them.
import type { ApiReply } from '../domain/api-reply';

/**
 * - reply: the server answered with a body code other than 200 (`code` and `msg` are set);
 * - http: an HTTP status other than 200 (`status` is set);
 * - network: no usable reply (offline, refused, unreadable body);
 * - timeout: no reply within the timeout;
 * - abort: a newer call with the same method and path replaced this one.
 */
export type ApiFailureKind = 'reply' | 'http' | 'network' | 'timeout' | 'abort';

export class ApiError<T = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiFailureKind;
  /** The reply body, when the server sent an envelope. */
  readonly reply: ApiReply<T> | null;
  /** The HTTP status, when there was a response. */
  readonly status: number | null;

  constructor(kind: ApiFailureKind, message: string, details: { reply?: ApiReply<T> | null; status?: number | null; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.reply = details.reply ?? null;
    this.status = details.status ?? null;
  }

  /** The body code, or null when no envelope came back. */
  get code(): number | null {
    return this.reply?.code ?? null;
  }

  /** The text to show: the server's msg when it sent one, otherwise the error text. */
  get msg(): string {
    return this.reply?.msg || this.message;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'abort';
}
