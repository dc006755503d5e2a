import { ErrorCode } from '@portal/contracts';
import { dateFormat } from './locale-format';

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

/** An area's table: ErrorCode -> translation key (or form field), in the area's own words. */
export type CodeTable = Readonly<Record<string, string>>;

/**
 * Codes every money and account flow words alike: the session is gone, the input was refused, the
 * platform did not answer. Keys are relative to the area's namespace, which holds each of them.
 */
export const SHARED_CODE_KEYS: CodeTable = {
  [ErrorCode.notSession]: 'errors.loginRequired',
  [ErrorCode.tokenInvalid]: 'errors.loginRequired',
  [ErrorCode.loginRequired]: 'errors.loginRequired',
  [ErrorCode.validation]: 'errors.validation',
  [ErrorCode.requestParamErr]: 'errors.validation',
  [ErrorCode.requestBodyRequired]: 'errors.validation',
  [ErrorCode.upstreamUnavailable]: 'errors.upstreamUnavailable',
  [ErrorCode.upstreamTimeout]: 'errors.upstreamTimeout',
  [ErrorCode.upstreamBadResponse]: 'errors.upstreamUnavailable',
  [ErrorCode.requestPending]: 'errors.requestPending',
  [ErrorCode.busy]: 'errors.busy',
};

/**
 * An area's codes in one table, keyed by the codes themselves (`[ErrorCode.x]`, never a lookup by
 * name: that would keep every code in the first paint's chunk, contracts' error-codes.ts): each gets
 * its message key, or `[key, field]` when the message also sits beside a form field. Split into the
 * code -> key and code -> field tables that `errorKeysOf` and `fieldsOf` read.
 */
export function areaCodes(rows: Partial<Record<ErrorCode, string | readonly [string, string]>>): {
  keys: CodeTable;
  fields: CodeTable;
} {
  const keys: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [code, row] of Object.entries(rows)) {
    if (row === undefined) continue;
    if (typeof row === 'string') keys[code] = row;
    else [keys[code], fields[code]] = row;
  }
  return { keys, fields };
}

/** The area's own key when its table has the code; otherwise `errors.network` (no answer) or `errors.unknown`. */
function areaFallbackKey(error: unknown): string {
  // No code: the request never reached the gateway (offline, connection reset).
  return errorCode(error) === undefined ? 'errors.network' : 'errors.unknown';
}

/**
 * The message-key function of one area, configured with its code -> key table; never the server's
 * own text. Codes the table lacks get `fallback` (by default the area's `errors.network` or
 * `errors.unknown`).
 */
export function errorKeysOf(
  table: CodeTable,
  fallback: (error: unknown) => string = areaFallbackKey,
): (error: unknown) => string {
  return (error) => {
    const code = errorCode(error);
    return (code === undefined ? undefined : table[code]) ?? fallback(error);
  };
}

/** Which form field a code is about, by the area's code -> field table. */
export function fieldsOf(table: CodeTable): (error: unknown) => string | undefined {
  return (error) => {
    const code = errorCode(error);
    return code ? table[code] : undefined;
  };
}

/**
 * `data.fields` of a VALIDATION error (path -> server message key) as form field -> the area's
 * key: `fieldOfPath` names the field a path is about, `keyOf` words the server's key.
 */
export function fieldErrorsOf(
  error: unknown,
  fieldOfPath: (path: string) => string,
  keyOf: (key: string) => string = (key) => key,
): Record<string, string> {
  const fields = errorData(error)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields)) {
    if (typeof key === 'string') out[fieldOfPath(path)] = keyOf(key);
  }
  return out;
}

/**
 * A refusal's details as message values (the protection refusals' `until`, `remaining`), dates in
 * the language's own form: "Self-excluded until {{until}}".
 */
export function errorValues(error: unknown, language: string): Record<string, string> | undefined {
  const details = errorData(error)?.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value !== 'string') continue;
    out[key] =
      key === 'until' && !Number.isNaN(Date.parse(value))
        ? dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
        : value;
  }
  return out;
}
