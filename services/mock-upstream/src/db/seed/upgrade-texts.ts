/**
 * Bringing texts seeded once (promotions, point-mall products, missions: an operator edits them
 * after) up to the languages translations/ holds now: a language the row lacks gets the seed's
 * text, a language it has keeps its own. `jsonb || jsonb` keeps the right side's key on a clash.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';

/** The column's texts with the seed's for every language they lack. */
export function withLanguages(column: Column, seed: Record<string, string>): SQL {
  return sql`${JSON.stringify(seed)}::jsonb || ${column}`;
}

/** True where the column lacks a language the seed has (the row would change). */
export function lacksLanguages(column: Column, seed: Record<string, string>): SQL {
  return sql`(${JSON.stringify(seed)}::jsonb || ${column}) IS DISTINCT FROM ${column}`;
}

/** In an upsert: the stored texts with the inserted row's for every language they lack. */
export function addLanguages(column: Column): SQL {
  return sql`excluded.${sql.identifier(column.name)} || ${column}`;
}

/** In an upsert: true where the inserted row has a language the stored texts lack. */
export function addsLanguages(column: Column): SQL {
  return sql`(excluded.${sql.identifier(column.name)} || ${column}) IS DISTINCT FROM ${column}`;
}
