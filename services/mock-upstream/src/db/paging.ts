import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** A page of a list as every paged answer carries it: the rows, where they are, and how many in all. */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export function pageOf<T>(list: T[], totalCount: number, pageNo: number, pageSize: number): Page<T> {
  return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

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
