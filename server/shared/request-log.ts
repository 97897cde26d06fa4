// Fastify writes two info lines per request (received, completed). On a busy site or a local
// demo that drowns the lines that matter, so here they are debug lines: LOG_LEVEL=debug (or
// trace) shows every request, the default shows warnings and errors only. A request that
// errored is still logged as an error at any level.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLogAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
