import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { roundTables, type RoundTableGame } from '../../../db/schema/index.js';
import type { RoundTableRule } from './round-table.clock.js';

/** How long a process keeps a game's tables before reading them again: an operator's change reaches
 * every process within this, and the one that made it at once. */
const KEEP_MS = 2_000;

/** A round table as the operator set it. */
export type RoundTableSetting = RoundTableRule & { game: RoundTableGame; enabled: boolean; sort: number };

/** What the operator may change of a table (the limits in minor units). */
export interface RoundTablePatch {
  minMinor: bigint;
  maxMinor: bigint;
  offsetMs?: number | undefined;
  enabled?: boolean | undefined;
  sort?: number | undefined;
}

const toSetting = (row: typeof roundTables.$inferSelect): RoundTableSetting => ({
  game: row.game,
  tableId: row.tableId,
  minMinor: row.minMinor,
  maxMinor: row.maxMinor,
  offsetMs: row.offsetMs,
  enabled: row.enabled,
  sort: row.sort,
});

/**
 * The round tables the operator runs (`round_tables`, migration 0056): each game's open tables with
 * their limits and clock offsets, read from the database and kept for KEEP_MS, and the operator's
 * changes, which this process sees at once (`save` forgets what it kept) and every other within
 * KEEP_MS: no restart.
 */
export function createRoundTableSettings(db: Db, opts: { keepMs?: number; now?: () => number } = {}) {
  const keepMs = opts.keepMs ?? KEEP_MS;
  const now = opts.now ?? Date.now;
  const kept = new Map<RoundTableGame, { at: number; tables: Promise<RoundTableSetting[]> }>();

  async function read(game: RoundTableGame): Promise<RoundTableSetting[]> {
    const rows = await db
      .select()
      .from(roundTables)
      .where(eq(roundTables.game, game))
      .orderBy(asc(roundTables.sort), asc(roundTables.tableId));
    return rows.map(toSetting);
  }

  /** Every table of the game, closed ones too, in their order (kept for KEEP_MS). */
  function all(game: RoundTableGame): Promise<RoundTableSetting[]> {
    const found = kept.get(game);
    if (found && now() - found.at < keepMs) return found.tables;
    const tables = read(game);
    kept.set(game, { at: now(), tables });
    // A failed read is not kept: the next call asks again.
    tables.catch(() => kept.delete(game));
    return tables;
  }

  return {
    all,
    /** The game's open tables, in their order. */
    async open(game: RoundTableGame): Promise<RoundTableSetting[]> {
      return (await all(game)).filter((t) => t.enabled);
    },
    /** One open table of the game, or undefined (unknown or closed). */
    async find(game: RoundTableGame, tableId: string): Promise<RoundTableSetting | undefined> {
      return (await all(game)).find((t) => t.tableId === tableId && t.enabled);
    },
    /** Creates or changes a table; this process reads the change at once. */
    async save(game: RoundTableGame, tableId: string, patch: RoundTablePatch): Promise<RoundTableSetting> {
      const set = {
        minMinor: patch.minMinor,
        maxMinor: patch.maxMinor,
        ...(patch.offsetMs === undefined ? {} : { offsetMs: patch.offsetMs }),
        ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
        ...(patch.sort === undefined ? {} : { sort: patch.sort }),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(roundTables)
        .values({ game, tableId, ...set })
        .onConflictDoUpdate({ target: [roundTables.game, roundTables.tableId], set })
        .returning();
      kept.delete(game);
      if (!row) throw new Error(`round table ${game}/${tableId} not saved`);
      return toSetting(row);
    },
  };
}
export type RoundTableSettings = ReturnType<typeof createRoundTableSettings>;
