/**
 * PostgreSQL's refusals read from a driver error: node-postgres and PGlite word them alike, and a
 * driver or drizzle may wrap the database's error in its own.
 */

/** An error and the causes it wraps, at most four deep. */
export function* errorChain(err: unknown): Generator<Error & { code?: unknown; constraint?: unknown }> {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) yield e;
}

/** The constraint (or index) a statement broke with `sqlState`, by its name when the driver gives it
 * (else the message), or as the message words it; null for any other error. */
function violated(err: unknown, sqlState: string, kind: 'unique' | 'check'): string | null {
  const worded = new RegExp(`${kind} constraint "([^"]+)"`);
  for (const e of errorChain(err)) {
    if (e.code === sqlState) return typeof e.constraint === 'string' ? e.constraint : e.message;
    const match = worded.exec(e.message);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Which unique constraint or unique index an insert or update broke (SQLSTATE 23505). */
export const uniqueViolation = (err: unknown): string | null => violated(err, '23505', 'unique');

/** Which check constraint a statement broke (SQLSTATE 23514). */
export const checkViolation = (err: unknown): string | null => violated(err, '23514', 'check');
