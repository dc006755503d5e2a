import type { members, memberSessions, merchants } from './schema/index.js';

/** A raw SQL row: both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
export type Row = Record<string, unknown>;

/** The rows of a raw `db.execute(sql...)` result. */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Both drivers parse timestamptz into a Date; a string is parsed whole (String(date) drops the ms). */
export const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** A brand: every call is made for one (its `Merchant` header, else the configured default). */
export type MerchantRow = typeof merchants.$inferSelect;
/** A member of a brand. */
export type MemberRow = typeof members.$inferSelect;
/** A member's login session (its token is kept hashed). */
export type SessionRow = typeof memberSessions.$inferSelect;
