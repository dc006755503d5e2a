import { ErrorCode } from '@portal/contracts';
import { AccessLog, requestIdOf, requestLogger, stdoutLog } from '@portal/server-kit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { fail } from './envelope.js';
import { AppError } from './errors.js';

// Secrets must never reach a log line, whatever a later change decides to log.
const REDACT = [
  'req.headers.authorization',
  'req.headers.encryption',
  'req.headers.cookie',
  'req.headers["x-admin-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.encryption',
  'headers.cookie',
  'headers["x-admin-key"]',
  'password',
  '*.password',
  '*.paymentPassword',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.verificationCode',
  '*.ipVerificationCode',
  '*.captcha',
  '*.token',
  '*.privateKey',
  'body.password',
];

/** Where the lines go: the given stream, pino-pretty on a terminal in development, else stdout. */
type LogOutput = { stream: LogStream | ReturnType<typeof stdoutLog>['stream'] } | { pretty: true } | null;

function loggerOptions(config: Config, output: LogOutput): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(output && 'stream' in output ? { stream: output.stream } : {}),
    ...(output && 'pretty' in output
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
      : {}),
  };
}

/** Maps an error Fastify itself raised (bad JSON, wrong content type, body too large...) to a code. */
function frameworkClientError(err: FastifyError): { code: string; message: string } {
  switch (err.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: ErrorCode.requestBodyRequired, message: 'request body is required' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ErrorCode.requestParamErr, message: 'request body is not valid JSON' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: ErrorCode.requestParamErr, message: 'unsupported content type' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.requestParamErr, message: 'request body too large' };
    default:
      if (err instanceof SyntaxError) {
        return { code: ErrorCode.requestParamErr, message: 'request body is not valid JSON' };
      }
      return err.statusCode === 429
        ? { code: ErrorCode.tooManyRequests, message: 'too many requests' }
        : { code: ErrorCode.requestParamErr, message: 'malformed request' };
  }
}

/** Where log lines go instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

/** The Fastify instance with its logger (secrets redacted) and request ids. */
export function createFastify(config: Config, logStream?: LogStream): FastifyInstance {
  // Lines to standard output are buffered (server-kit's stdoutLog); a terminal in development
  // gets pino-pretty's instead, and a silent logger neither.
  const pretty = !logStream && config.nodeEnv === 'development' && process.stdout.isTTY;
  const stdout = logStream || pretty || config.logLevel === 'silent' ? undefined : stdoutLog();
  const stream = logStream ?? stdout?.stream;
  const app = Fastify({
    logger: loggerOptions(config, stream ? { stream } : pretty ? { pretty: true } : null),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One access line per answered request instead of Fastify's two (the platform writes one for
    // every bet at `info`).
    logController: new AccessLog(),
    childLoggerFactory: requestLogger,
  });
  if (stdout) app.addHook('onClose', async () => stdout.close());
  return app;
}

/**
 * Every error answers in the envelope: an AppError with its code, an error Fastify raised with a
 * client code, anything else as a system error whose details stay in the log; unknown routes 404.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body = fail(err.code, err.message, err.fields);
      return reply.code(err.statusCode).send(err.value === undefined ? body : { ...body, value: err.value });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const mapped = frameworkClientError(err);
      request.log.info({ code: err.code, status }, 'client error');
      return reply.code(status).send(fail(mapped.code, mapped.message));
    }
    // Internals stay in the log; the client only learns that something failed.
    request.log.error({ err }, 'request failed');
    return reply.code(500).send(fail(ErrorCode.systemError, 'system error'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(fail(ErrorCode.notFound, `route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
}
