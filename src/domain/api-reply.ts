// The envelope every /user-api reply carries (SPEC.md §7, DESIGN.md "Envelope").

/** Body codes the web app reacts to (SPEC.md §8). */
export const BodyCode = {
  ok: 200,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  refused: 500,
  /** An Idempotency-Key reused with other parameters, or its first request still running. */
  idempotencyConflict: 409,
  captchaRejected: 503,
  notice: 10400,
} as const;

export interface ApiReply<T = unknown> {
  code: number;
  msg: string;
  data: T;
  token?: string;
}
