import { ErrorCode, type FieldErrors, type VendorPageCode } from '@portal/contracts';

/**
 * The one error type routes and services throw. The error handler turns it into the envelope;
 * `message` is meant for the client, so it must never carry internals.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A demo vendor page's own API may answer a code of its own (VendorPageCode). */
    readonly code: ErrorCode | VendorPageCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra data some failures carry in the envelope's `value` (e.g. the masked mobile to verify). */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, fields?: FieldErrors): AppError {
    return new AppError(400, ErrorCode.requestParamErr, message, fields);
  }

  static bodyRequired(): AppError {
    return new AppError(400, ErrorCode.requestBodyRequired, 'request body is required');
  }

  /** A business rule refused the call (400 with the rule's own code). */
  static rule(code: ErrorCode, message: string, fields?: FieldErrors): AppError {
    return new AppError(400, code, message, fields);
  }

  static notSession(): AppError {
    return new AppError(401, ErrorCode.notSession, 'not logged in or the session has ended');
  }

  static tooManyRequests(
    message = 'too many requests',
    code: ErrorCode = ErrorCode.tooManyRequests,
  ): AppError {
    return new AppError(429, code, message);
  }

  static notFound(message = 'not found'): AppError {
    return new AppError(404, ErrorCode.notFound, message);
  }

  static functionNotAvailable(modId: string): AppError {
    return new AppError(403, ErrorCode.functionNotAvailable, `module ${modId} is not available`);
  }
}
