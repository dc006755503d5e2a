import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column written with its table's name, for an outer column inside a correlated subquery of a
 * select's fields: drizzle writes a one-table select's field columns bare (`"game_code"`), and a
 * bare name inside the subquery is the subquery's own column of that name, not the outer row's.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
