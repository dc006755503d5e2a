/**
 * What both Node services do the same way around every request: the access line and the request id.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino } from 'pino';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** What a request id a caller sends may look like: it ends up in logs and in upstream headers. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it looks like one, else a new UUID. Read here
 * rather than through `requestIdHeader`, so that a hostile value (huge, with newlines, repeated) is
 * replaced instead of being copied into every log line.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's `logController`: one access line per request, written when it is answered (method, URL,
 * status, milliseconds, IP; the request id from the logger), instead of Fastify's two. The request
 * and the response serialised apart, each through the redaction, were a quarter of a cached call's
 * cost at `info`. A request that failed writes "request errored" with `err`, at `error`.
 */
/** Log levels at which a logger writes an `info` line. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

export class AccessLog extends LogController {
  /** Each server logger's child without its redaction, made once (see requestCompleted). */
  private readonly plain = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const access = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    // A failure's line carries `err`, which may hold anything: through the redaction.
    if (error) return reply.log.error({ access, err: error }, 'request errored');
    // The request's own logger still decides whether the line is written (a route's `logLevel`).
    if (!WRITES_INFO.has(reply.log.level)) return;
    // The access line holds these five values and the request id, none of them a field the
    // redaction names; pino would still run its wildcard paths on it (a tenth of a cached call's
    // cost at `info`). So it is written by a child of the server's logger without them, made once.
    const server = request.server.log;
    let plain = this.plain.get(server);
    if (!plain) {
      plain = server.child({}, { redact: { paths: [] }, level: 'info' });
      this.plain.set(server, plain);
    }
    plain.info({ reqId: request.id, access }, 'request');
  }
}

/** How long a log line may wait in the buffer of standard output (stdoutLog). */
export const LOG_FLUSH_MS = 1000;

/**
 * Where a service writes its log lines when it is given no stream: standard output through pino's
 * asynchronous destination, which gathers lines into writes of 4 KiB or more (and writes what it
 * holds every LOG_FLUSH_MS), instead of one write to the pipe per line. A cached lobby call writes
 * one line, and its write was about a tenth of the gateway's CPU for the call (bench/lobby.ts).
 * pino writes what is held when the process exits (process.exit included); a process killed with
 * SIGKILL loses at most the last LOG_FLUSH_MS of lines. `close` writes what is held and stops the
 * timer (the server's onClose).
 */
export function stdoutLog(): { stream: pino.DestinationStream; close(): void } {
  const stream = pino.destination({ dest: 1, minLength: 4096, sync: false });
  const timer = setInterval(() => stream.flush(), LOG_FLUSH_MS);
  timer.unref();
  return {
    stream,
    close() {
      clearInterval(timer);
      stream.flushSync();
    },
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** pino's levels by number: a logger writes the lines at its level and above. */
const LEVEL_VALUES: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
type LineLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger whose pino child (the request id bound, its bindings serialised, the
 * redaction's serialisers set up) is made when the request first writes a line its level lets
 * through. Most requests write none: their one line is the access line, written by AccessLog's own
 * logger. The level is the child's once made, until then the route's (`logLevel`) or the server's.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private child_(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  private write(level: LineLevel, args: unknown[]): void {
    if ((LEVEL_VALUES[level] ?? 0) < (LEVEL_VALUES[this.level] ?? 0)) return;
    (this.child_()[level] as (...line: unknown[]) => void)(...args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger is a RequestLogger. Fastify makes a pino
 * child per request otherwise, for the lines almost no request writes (a cached lobby call took
 * 114 µs of the gateway's CPU with one, 103 without: bench/lobby.ts). A WebSocket upgrade keeps
 * pino's child: its request lives as long as the socket, and the wrapper with the bindings it keeps
 * cost each of 20,000 sockets more heap than the child (bench/realtime.ts: 1.27x the plain
 * servers' per connection, against 1.11x).
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  raw,
) =>
  raw.headers.upgrade === undefined
    ? new RequestLogger(logger, bindings, options)
    : logger.child(bindings, options);
