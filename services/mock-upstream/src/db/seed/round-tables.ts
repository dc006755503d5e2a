import { BACCARAT_TABLES } from '../../modules/demo-vendor/baccarat/baccarat.tables.js';
import { ARENAS } from '../../modules/demo-vendor/cockfight/cockfight.arenas.js';
import type { Db } from '../client.js';
import { roundTables } from '../schema/index.js';

/**
 * The demo round tables (ADR 0019, 0020): three baccarat tables and DS88's three arenas with their
 * limits and clock offsets. Written once: a table the operator changed or closed stays as they left it.
 */
export async function seedRoundTables(tx: Db): Promise<void> {
  const rows = [
    ...BACCARAT_TABLES.map((t, i) => ({ game: 'baccarat' as const, ...t, sort: i + 1 })),
    ...ARENAS.map((a, i) => ({ game: 'cockfight' as const, ...a, sort: i + 1 })),
  ];
  await tx.insert(roundTables).values(rows).onConflictDoNothing();
}
