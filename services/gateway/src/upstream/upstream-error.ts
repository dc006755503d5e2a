import type { FieldErrors } from '@portal/contracts';

/**
 * network: no answer (refused, reset, DNS); timeout: no answer in time; http: a non-2xx answer that
 * is not an error envelope; schema: an answer whose shape breaks the contract; business: the
 * platform's own error envelope (`success: false` with an errorCode); shed: never sent, because the
 * platform is failing or too many calls already wait on it (load-guard.ts).
 */
export type UpstreamErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'business' | 'shed';

/** The one error the upstream client throws. Its message is for logs, never for a person. */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly path: string;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly fields: FieldErrors | undefined;
  /** The `value` of an error envelope, when the platform sent one (data for the client). */
  readonly value: unknown;
  /**
   * Set on a timeout or a dropped connection of a call that carries a requestId (one that moves
   * money or points): the platform may have done it, so the outcome is pending, not failed.
   */
  readonly pendingRequestId: string | undefined;

  constructor(init: {
    kind: UpstreamErrorKind;
    path: string;
    message: string;
    status?: number;
    errorCode?: string;
    fields?: FieldErrors;
    value?: unknown;
    cause?: unknown;
    pendingRequestId?: string;
  }) {
    super(`upstream ${init.kind} error on ${init.path}: ${init.message}`, { cause: init.cause });
    this.name = 'UpstreamError';
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fields = init.fields;
    this.value = init.value;
    this.pendingRequestId = init.pendingRequestId;
  }
}

/**
 * A call that got no usable answer because the platform is down, stalled, failing or shedding (not
 * a refusal: a refusal is an answer).
 */
export function isOutage(err: unknown): boolean {
  if (!(err instanceof UpstreamError)) return false;
  return (
    err.kind === 'timeout' ||
    err.kind === 'network' ||
    err.kind === 'shed' ||
    (err.kind === 'http' && (err.status ?? 0) >= 500)
  );
}
