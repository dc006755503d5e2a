/**
 * Application errors: services throw `AppError` with an ErrorCode of @portal/contracts; one table
 * maps each code to a tRPC code (hence the HTTP status); `toAppError` turns anything thrown into an
 * AppError so the web always gets a code it can translate and never a raw message or stack.
 */
import {
  ALL_ERROR_CODES,
  ErrorCode,
  ProtectionRefusalSchema,
  isDateFieldError,
  type FieldErrors,
} from '@portal/contracts';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { isStoreOutage } from '../store/store.js';
import { UpstreamError } from '../upstream/upstream-error.js';

/** Data a refusal hands the client besides the code (e.g. the masked mobile a code was sent to). */
export type ErrorDetails = Record<string, string | boolean>;

export class AppError extends Error {
  readonly details: ErrorDetails | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldErrors,
    options?: { cause?: unknown; details?: ErrorDetails },
  ) {
    super(message ?? code, options);
    this.name = 'AppError';
    this.details = options?.details;
  }
}

/** Exhaustive: a new ErrorCode in contracts fails the typecheck until it is mapped here. */
const TRPC_CODE_BY_ERROR_CODE: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  'login.not.session': 'UNAUTHORIZED',
  'user.or.token.invalid': 'UNAUTHORIZED',
  'function.not.available': 'FORBIDDEN',
  request_body_required: 'BAD_REQUEST',
  request_param_err: 'BAD_REQUEST',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  US_INCORRECT_USERNAME_PASSWORD_ERROR: 'BAD_REQUEST',
  USER_NOT_EXIST: 'BAD_REQUEST',
  US_CUSTOMER_EXIST_ERROR: 'CONFLICT',
  US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR: 'BAD_REQUEST',
  CUSTOMER_MOBILE_NO_DUPLICATED: 'CONFLICT',
  PROHIBIT_PASSWORD_123456: 'BAD_REQUEST',
  IP_NOT_ALLOW: 'FORBIDDEN',
  US_FORBIDDEN_LOGIN_ERROR: 'FORBIDDEN',
  CAPTCHA_ERROR: 'BAD_REQUEST',
  PREVIOUS_GAME_NOT_FINISHED: 'CONFLICT',
  invitation_code_error: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  SYSTEM_ERROR: 'INTERNAL_SERVER_ERROR',
  // The gateway encrypted for a key the platform no longer has even after a refresh: our fault.
  DECRYPTION_FAILED: 'BAD_GATEWAY',
  ADMIN_KEY_INVALID: 'INTERNAL_SERVER_ERROR',
  UPSTREAM_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'GATEWAY_TIMEOUT',
  // Not a failure: the outcome is being settled; the client asks again with the same requestId.
  REQUEST_PENDING: 'CONFLICT',
  UPSTREAM_BAD_RESPONSE: 'BAD_GATEWAY',
  FORBIDDEN_ORIGIN: 'FORBIDDEN',
  BATCH_TOO_LARGE: 'BAD_REQUEST',
  VALIDATION: 'BAD_REQUEST',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  // Asks the client for more (the masked mobile's SMS code): a refusal of this request, not a fault.
  LOGIN_IP_VERIFICATION_REQUIRED: 'FORBIDDEN',
  SMS_CODE_INVALID: 'BAD_REQUEST',
  SMS_CODE_EXPIRED: 'BAD_REQUEST',
  SMS_DAILY_LIMIT: 'TOO_MANY_REQUESTS',
  SMS_IP_LIMIT: 'TOO_MANY_REQUESTS',
  SMS_COUNTRY_LIMIT: 'TOO_MANY_REQUESTS',
  SMS_COUNTRY_CLOSED: 'FORBIDDEN',
  EMAIL_NOT_MATCH: 'BAD_REQUEST',
  PASSWORD_MISMATCH: 'BAD_REQUEST',
  OLD_PASSWORD_INCORRECT: 'BAD_REQUEST',
  TRIAL_ACCOUNT: 'FORBIDDEN',
  HUMAN_VERIFICATION_FAILED: 'BAD_REQUEST',
  LOGIN_REQUIRED: 'UNAUTHORIZED',
  PASSWORD_CHANGE_REQUIRED: 'FORBIDDEN',
  PASSWORD_SAME_AS_OLD: 'BAD_REQUEST',
  RESET_TOKEN_INVALID: 'BAD_REQUEST',
  FIREBASE_TOKEN_INVALID: 'BAD_REQUEST',
  FIREBASE_TOKEN_EXPIRED: 'BAD_REQUEST',
  FIREBASE_TOKEN_USED: 'CONFLICT',
  FIREBASE_PHONE_MISSING: 'BAD_REQUEST',
  FIREBASE_PHONE_MISMATCH: 'BAD_REQUEST',
  // Firebase's key set could not be read: nothing was decided, the call may be tried again.
  FIREBASE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  MOBILE_NOT_REGISTERED: 'NOT_FOUND',
  INSUFFICIENT_BALANCE: 'BAD_REQUEST',
  INVALID_AMOUNT: 'BAD_REQUEST',
  AMOUNT_OUT_OF_RANGE: 'BAD_REQUEST',
  IDEMPOTENCY_KEY_REUSED: 'CONFLICT',
  WALLET_NOT_FOUND: 'NOT_FOUND',
  VENDOR_MAINTENANCE: 'SERVICE_UNAVAILABLE',
  TRANSFER_FAILED: 'BAD_REQUEST',
  CHANNEL_NOT_AVAILABLE: 'BAD_REQUEST',
  ORDER_NOT_FOUND: 'NOT_FOUND',
  ORDER_STATE_INVALID: 'CONFLICT',
  SIGNATURE_INVALID: 'UNAUTHORIZED',
  PAYMENT_PASSWORD_NOT_SET: 'PRECONDITION_FAILED',
  PAYMENT_PASSWORD_INCORRECT: 'BAD_REQUEST',
  PAYMENT_PASSWORD_LOCKED: 'TOO_MANY_REQUESTS',
  BUSY: 'SERVICE_UNAVAILABLE',
  BANK_CARD_HOLDER_MISMATCH: 'BAD_REQUEST',
  BANK_CARD_DUPLICATED: 'CONFLICT',
  BANK_CARD_LIMIT: 'BAD_REQUEST',
  BANK_CARD_NOT_FOUND: 'NOT_FOUND',
  WITHDRAW_PENDING_EXISTS: 'CONFLICT',
  WITHDRAW_DAILY_LIMIT: 'TOO_MANY_REQUESTS',
  TURNOVER_NOT_MET: 'PRECONDITION_FAILED',
  TRANSFER_TARGET_NOT_ALLOWED: 'FORBIDDEN',
  AGENT_ONLY: 'FORBIDDEN',
  RECORD_RANGE_INVALID: 'BAD_REQUEST',
  ACCOUNT_FROZEN: 'PRECONDITION_FAILED',
  PROFILE_INCOMPLETE: 'PRECONDITION_FAILED',
  // Vendor-facing seamless-wallet answers: the portal never calls those routes.
  ROUND_NOT_FOUND: 'NOT_FOUND',
  ROUND_CLOSED: 'CONFLICT',
  ROUND_SETTLED: 'CONFLICT',
  ROUND_MISMATCH: 'FORBIDDEN',
  TABLE_FULL: 'CONFLICT',
  NOT_SEATED: 'CONFLICT',
  // The brand has no web desk, or its paths cannot be opened with our key: nothing to open.
  NOT_IN_DOWNLINE: 'NOT_FOUND',
  INVITE_LINK_LIMIT: 'BAD_REQUEST',
  JOIN_PENDING: 'CONFLICT',
  ALREADY_AGENT: 'CONFLICT',
  CONTRACT_OFFER_PENDING: 'CONFLICT',
  CONTRACT_PROPORTION_ABOVE_UPLINE: 'BAD_REQUEST',
  CONTRACT_NOT_FOUND: 'NOT_FOUND',
  CONTRACT_OFFER_NOT_PENDING: 'CONFLICT',
  CONTRACT_DECISION_NOT_ALLOWED: 'FORBIDDEN',
  CONTRACT_DIRECT_AGENT_ONLY: 'BAD_REQUEST',
  PROMOTION_NOT_FOUND: 'NOT_FOUND',
  PROMOTION_NOT_ELIGIBLE: 'FORBIDDEN',
  PROMOTION_STATE_INVALID: 'CONFLICT',
  PROMOTION_CLOSED: 'CONFLICT',
  RAFFLE_NO_DRAWS: 'CONFLICT',
  RAFFLE_OUT_OF_STOCK: 'CONFLICT',
  REWARD_EXPIRED: 'CONFLICT',
  NOTHING_TO_CLAIM: 'CONFLICT',
  REBATE_BELOW_MINIMUM: 'BAD_REQUEST',
  POINTS_INSUFFICIENT: 'CONFLICT',
  POINTS_OUT_OF_STOCK: 'CONFLICT',
  POINTS_PRODUCT_NOT_FOUND: 'NOT_FOUND',
  POINTS_ADDRESS_REQUIRED: 'BAD_REQUEST',
  POINTS_BELOW_MINIMUM: 'BAD_REQUEST',
  POINTS_EXCHANGE_STATE_INVALID: 'CONFLICT',
  CUSTOMER_SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // Player protection refusals: the member's own rules, not a fault.
  DEPOSIT_LIMIT_EXCEEDED: 'FORBIDDEN',
  LOSS_LIMIT_REACHED: 'FORBIDDEN',
  PLAYER_TIMED_OUT: 'FORBIDDEN',
  SELF_EXCLUDED: 'FORBIDDEN',
  PROTECTION_CANNOT_SHORTEN: 'BAD_REQUEST',
  PROFILE_INVALID: 'BAD_REQUEST',
  CONTACT_DUPLICATED: 'CONFLICT',
  PASSKEY_CHALLENGE_INVALID: 'BAD_REQUEST',
  PASSKEY_UNKNOWN: 'UNAUTHORIZED',
  PASSKEY_VERIFICATION_FAILED: 'UNAUTHORIZED',
  PASSKEY_COUNTER_REGRESSION: 'FORBIDDEN',
  PASSKEY_REQUIRED: 'FORBIDDEN',
  PASSKEY_LIMIT: 'BAD_REQUEST',
  PASSKEY_DUPLICATED: 'CONFLICT',
  DISPUTE_WINDOW_CLOSED: 'BAD_REQUEST',
  DISPUTE_ALREADY_OPEN: 'CONFLICT',
  DISPUTE_ALREADY_ANSWERED: 'CONFLICT',
};

/** Protection refusals hand the web which window refused, the room left and until when. */
const PROTECTION_REFUSALS = new Set<string>([
  ErrorCode.depositLimitExceeded,
  ErrorCode.lossLimitReached,
  ErrorCode.playerTimedOut,
  ErrorCode.selfExcluded,
]);

function refusalDetails(err: UpstreamError): ErrorDetails | undefined {
  if (!err.errorCode || !PROTECTION_REFUSALS.has(err.errorCode)) return undefined;
  const parsed = ProtectionRefusalSchema.safeParse(err.value);
  if (!parsed.success) return undefined;
  const details: ErrorDetails = {};
  for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) details[key] = value;
  return details;
}

const KNOWN_CODES = new Set<string>(ALL_ERROR_CODES);

export function isErrorCode(value: string): value is ErrorCode {
  return KNOWN_CODES.has(value);
}

export function trpcCodeFor(code: ErrorCode): TRPC_ERROR_CODE_KEY {
  return TRPC_CODE_BY_ERROR_CODE[code];
}

export function httpStatusFor(code: ErrorCode): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code: trpcCodeFor(code) }));
}

/** A money call without an answer: it may have gone through, so it is pending, never failed. */
function pending(err: UpstreamError, requestId: string): AppError {
  return new AppError(ErrorCode.requestPending, undefined, undefined, { cause: err, details: { requestId } });
}

function fromUpstream(err: UpstreamError): AppError {
  switch (err.kind) {
    case 'network':
      if (err.pendingRequestId !== undefined) return pending(err, err.pendingRequestId);
      return new AppError(ErrorCode.upstreamUnavailable, undefined, undefined, { cause: err });
    case 'timeout':
      if (err.pendingRequestId !== undefined) return pending(err, err.pendingRequestId);
      return new AppError(ErrorCode.upstreamTimeout, undefined, undefined, { cause: err });
    case 'shed':
      // Never sent: nothing moved, whatever the call was.
      return new AppError(ErrorCode.upstreamUnavailable, undefined, undefined, { cause: err });
    case 'schema':
      return new AppError(ErrorCode.upstreamBadResponse, undefined, undefined, { cause: err });
    case 'http': {
      const status = err.status ?? 502;
      const code =
        status === 429
          ? ErrorCode.tooManyRequests
          : status >= 500
            ? ErrorCode.upstreamUnavailable
            : ErrorCode.upstreamBadResponse;
      return new AppError(code, undefined, undefined, { cause: err });
    }
    case 'business': {
      // The platform failed (nobody's fault, its database gone, say): a money call may have gone
      // through before it, so it is pending; anything else may be tried again. Never our 500.
      if (err.errorCode === ErrorCode.systemError) {
        if (err.pendingRequestId !== undefined) return pending(err, err.pendingRequestId);
        return new AppError(ErrorCode.upstreamUnavailable, undefined, undefined, { cause: err });
      }
      // An errorCode this portal does not know yet is still a platform refusal, not a crash of ours.
      const code = err.errorCode && isErrorCode(err.errorCode) ? err.errorCode : ErrorCode.systemError;
      const details = refusalDetails(err);
      return new AppError(code, undefined, err.fields, { cause: err, ...(details ? { details } : {}) });
    }
  }
}

interface IssueLike {
  message: string;
  code?: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

function hasIssues(value: unknown): value is { issues: IssueLike[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'issues' in value &&
    Array.isArray((value as { issues: unknown }).issues)
  );
}

/**
 * Field path -> message key, from zod (or any Standard Schema) issues of an input. The date rule's
 * issues (contracts' dates.ts) keep their own message (`validation.day_invalid`...), so a date field
 * says what is wrong with it whatever check of the rule refused it.
 */
export function fieldsFromIssues(issues: IssueLike[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key =
      (issue.path ?? [])
        .map((p) => (typeof p === 'object' && p !== null && 'key' in p ? String(p.key) : String(p)))
        .join('.') || '_';
    // First problem per field: one clear message, not a list.
    fields[key] ??=
      `validation.${isDateFieldError(issue.message) ? issue.message : (issue.code ?? 'invalid')}`;
  }
  return fields;
}

/** An input refused by the date rule answers as the record queries always did: RECORD_RANGE_INVALID. */
function inputRefusalCode(issues: IssueLike[]): ErrorCode {
  return issues.some((issue) => isDateFieldError(issue.message))
    ? ErrorCode.recordRangeInvalid
    : ErrorCode.validation;
}

const CODE_BY_TRPC_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  PARSE_ERROR: ErrorCode.requestParamErr,
  BAD_REQUEST: ErrorCode.requestParamErr,
  METHOD_NOT_SUPPORTED: ErrorCode.requestParamErr,
  UNSUPPORTED_MEDIA_TYPE: ErrorCode.requestParamErr,
  PAYLOAD_TOO_LARGE: ErrorCode.requestParamErr,
  NOT_FOUND: ErrorCode.notFound,
  UNAUTHORIZED: ErrorCode.notSession,
  FORBIDDEN: ErrorCode.functionNotAvailable,
  TOO_MANY_REQUESTS: ErrorCode.tooManyRequests,
};

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamError) return fromUpstream(err);
  // The Store (Redis) out of reach: the call was not served, and may be sent again.
  if (isStoreOutage(err))
    return new AppError(ErrorCode.upstreamUnavailable, undefined, undefined, { cause: err });
  if (err instanceof TRPCError) {
    if (err.cause instanceof AppError || err.cause instanceof UpstreamError || isStoreOutage(err.cause)) {
      return toAppError(err.cause);
    }
    // tRPC wraps a failed input parse in BAD_REQUEST with the schema's issues as the cause.
    if (err.code === 'BAD_REQUEST' && hasIssues(err.cause)) {
      return new AppError(inputRefusalCode(err.cause.issues), undefined, fieldsFromIssues(err.cause.issues), {
        cause: err,
      });
    }
    return new AppError(CODE_BY_TRPC_CODE[err.code] ?? ErrorCode.internal, undefined, undefined, {
      cause: err,
    });
  }
  return new AppError(ErrorCode.internal, undefined, undefined, { cause: err });
}

/** The body of a tRPC error response, for answers given outside tRPC (origin check, rate limit). */
export function trpcErrorBody(code: ErrorCode, fields?: FieldErrors) {
  const trpcCode = trpcCodeFor(code);
  const err = new TRPCError({ code: trpcCode });
  return {
    error: {
      message: code,
      code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
      data: { code, httpStatus: getHTTPStatusCodeFromError(err), ...(fields ? { fields } : {}) },
    },
  };
}
