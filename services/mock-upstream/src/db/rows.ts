import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import type { members, memberSessions, merchants } from './schema/index.js';

/** A raw SQL row: both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
export type Row = Record<string, unknown>;

/** The rows of a raw `db.execute(sql...)` result. */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const dialect = new PgDialect();

/**
 * A raw statement run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection, not on every call (the seamless move measured about a third more calls a second at
 * the database). For the hot paths' raw statements, whose text is the same on every call and whose
 * values are all parameters. The name is the text's hash, so one name is always one text (node-postgres
 * refuses a name reused for another text); PGlite ignores the name. Answers the rows, as `rowsOf`.
 * Name the result's columns (no `*`, no `RETURNING *`): a prepared statement whose result changes
 * shape under it, as a migration adding a column makes `*` do, fails on every connection that
 * prepared it until the process restarts.
 */
export async function executePrepared(db: Db, query: SQL, prefix: string): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha256').update(built.sql).digest('hex').slice(0, 16)}`;
  return rowsOf(await db._.session.prepareQuery(built, undefined, name, false).execute());
}

/** Both drivers parse timestamptz into a Date; a string is parsed whole (String(date) drops the ms). */
export const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** A brand: every call is made for one (its `Merchant` header, else the configured default). */
export type MerchantRow = typeof merchants.$inferSelect;
/** A member of a brand. */
export type MemberRow = typeof members.$inferSelect;
/** A member's login session (its token is kept hashed). */
export type SessionRow = typeof memberSessions.$inferSelect;
