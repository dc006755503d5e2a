import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** One page of a table's rows that match `where`, newest (highest id) first, and how many match. */
export async function newestFirstPage<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  page: { pageNo: number; pageSize: number },
): Promise<{ total: number; rows: T['$inferSelect'][] }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { total: Number(count?.n ?? 0), rows: rows as T['$inferSelect'][] };
}
