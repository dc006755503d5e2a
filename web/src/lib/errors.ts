import { ErrorCode } from '@portal/contracts';

/** The translation key (common namespace) for an error from the gateway; never its raw message. */
export function errorMessageKey(error: unknown): string {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  switch (code) {
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
