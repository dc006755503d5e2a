import { ErrorCode } from '@portal/contracts';

/** What the gateway puts in a tRPC error's `data`: the ErrorCode, field problems, extra details. */
export type GatewayErrorData = { code?: unknown; fields?: unknown; details?: unknown };

export function errorData(error: unknown): GatewayErrorData | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as GatewayErrorData) : undefined;
}

/** The gateway's ErrorCode of a failed call; undefined when the call never got an answer. */
export function errorCode(error: unknown): string | undefined {
  const code = errorData(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The translation key (common namespace) for an error from the gateway; never its raw message. */
export function errorMessageKey(error: unknown): string {
  switch (errorCode(error)) {
    case ErrorCode.tooManyRequests:
      return 'errors.tooManyRequests';
    case ErrorCode.upstreamUnavailable:
    case ErrorCode.upstreamTimeout:
    case ErrorCode.upstreamBadResponse:
    case undefined:
      // No code at all: the request never reached the gateway (offline, DNS, connection reset).
      return 'errors.network';
    default:
      return 'errors.unknown';
  }
}
