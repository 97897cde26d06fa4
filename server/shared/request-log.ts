// Fastify writes two info lines per request (received, completed). On a busy site or a local
// demo that drowns the lines that matter, so here they are debug lines: LOG_LEVEL=debug (or
// trace) shows every request, the default shows warnings and errors only. A request that
// errored is still logged as an error at any level.
// Each request's logger (bound to its request id) is made on its first line written, not on
// arrival: at the default level most requests write none, and pino's child() with the server's
// redaction was a measured share of every cached read's time (docs/performance.md, issue 19).
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

export class RequestLogAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** A pino logger's level check, where the logger has one. */
interface LevelCheck {
  isLevelEnabled(level: string): boolean;
}

/** A request's logger that makes its pino child on the first line its level lets through. */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & LevelCheck,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }
  error(...args: LogArguments): void {
    this.write('error', args);
  }
  warn(...args: LogArguments): void {
    this.write('warn', args);
  }
  info(...args: LogArguments): void {
    this.write('info', args);
  }
  debug(...args: LogArguments): void {
    this.write('debug', args);
  }
  trace(...args: LogArguments): void {
    this.write('trace', args);
  }
  silent(): void {}

  private logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, args: LogArguments): void {
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    this.logger()[level](...args);
  }
}

function hasLevelCheck(logger: FastifyBaseLogger): logger is FastifyBaseLogger & LevelCheck {
  return typeof (logger as Partial<LevelCheck>).isLevelEnabled === 'function';
}

/** Fastify's childLoggerFactory for the server (start.ts): a route's own log level still gets its child at once. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || !hasLevelCheck(logger)) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options);
}
