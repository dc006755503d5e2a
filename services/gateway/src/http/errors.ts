import { ErrorCode, type FieldErrors } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { httpStatusFor, trpcErrorBody } from '../errors/app-error.js';

/**
 * An answer decided outside tRPC (origin check, rate limit, proxy failures) in the same shape as a
 * tRPC error, so the web's tRPC client reads `data.code` whichever layer refused the request.
 */
export class HttpErrorResponse extends Error {
  readonly statusCode: number;
  readonly body: ReturnType<typeof trpcErrorBody>;

  constructor(code: ErrorCode, fields?: FieldErrors) {
    super(code);
    this.name = 'HttpErrorResponse';
    this.statusCode = httpStatusFor(code);
    this.body = trpcErrorBody(code, fields);
  }
}

/** Errors of plain Fastify routes: known refusals keep their code; anything else is INTERNAL, logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpErrorResponse, request, reply) => {
    if (error instanceof HttpErrorResponse) return reply.code(error.statusCode).send(error.body);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 404
          ? ErrorCode.notFound
          : status === 429
            ? ErrorCode.tooManyRequests
            : ErrorCode.requestParamErr;
      return reply.code(status).send(trpcErrorBody(code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(trpcErrorBody(ErrorCode.internal));
  });
}
