import { ErrorCode, type FieldErrors } from '@portal/contracts';

/**
 * The one error type routes and services throw. The error handler turns it into the envelope;
 * `message` is meant for the client, so it must never carry internals.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
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

  static notFound(message = 'not found'): AppError {
    return new AppError(404, ErrorCode.notFound, message);
  }

  static functionNotAvailable(modId: string): AppError {
    return new AppError(403, ErrorCode.functionNotAvailable, `module ${modId} is not available`);
  }
}
