// The /user-api envelope (SPEC.md §7, DESIGN.md "Envelope"): every reply is { code, msg, data }.
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { BodyCode, type ApiReply } from '../../src/domain/api-reply';

export interface SuccessReply<T> extends ApiReply<T> {
  code: typeof BodyCode.ok;
}

export function success<T>(data: T): SuccessReply<T> {
  return { code: BodyCode.ok, msg: 'success', data };
}

/** The response schema of a successful reply carrying `data`. */
export function successSchema<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Literal(BodyCode.ok), msg: Type.String(), data });
}

/**
 * Sends an error envelope, serialized here rather than by the route's response schema: that
 * schema describes the success shape, and an error reply has `data: null`.
 */
export function sendEnvelope(reply: FastifyReply, httpStatus: number, code: number, msg: string): FastifyReply {
  const body: ApiReply<null> = { code, msg, data: null };
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
