import { fromMinor, toMinor } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { gameVendors, games, ROUND_TABLE_GAMES } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { ROUND_MS as BACCARAT_ROUND_MS } from './baccarat/baccarat.tables.js';
import { FIGHT_MS } from './cockfight/cockfight.arenas.js';
import { COCKFIGHT_VENDOR } from './cockfight/cockfight.service.js';
import { AmountSchema } from './round-table/round-table.routes.js';
import type { RoundTableSetting, RoundTableSettings } from './round-table/round-table.settings.js';

/** How long a round of each game lasts: a table's clock offset is a point within one. */
const ROUND_MS = { baccarat: BACCARAT_ROUND_MS, cockfight: FIGHT_MS } as const;

const ParamsSchema = z.object({
  game: z.enum(ROUND_TABLE_GAMES, { message: 'game_unknown' }),
  tableId: z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,31}$/, 'table_id_format'),
});

const AMOUNT = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/** A table's settings as the operator writes them: amounts as the wire writes money ("1.00"). */
export const RoundTableBodySchema = z
  .strictObject({
    min: AmountSchema,
    max: AmountSchema,
    offsetMs: z.number({ message: 'offset_format' }).int('offset_format').min(0, 'offset_format').optional(),
    enabled: z.boolean({ message: 'enabled_format' }).optional(),
    sort: z
      .number({ message: 'sort_format' })
      .int('sort_format')
      .min(0, 'sort_format')
      .max(999, 'sort_format')
      .optional(),
  })
  .superRefine((b, ctx) => {
    // Only amounts that read as amounts are compared (a malformed one is refused at its field above).
    if (!AMOUNT.test(b.min) || !AMOUNT.test(b.max)) return;
    if (toMinor(b.min, 2) <= 0n) ctx.addIssue({ code: 'custom', path: ['min'], message: 'above_zero' });
    if (toMinor(b.max, 2) < toMinor(b.min, 2))
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'below_min' });
  });

const TableSchema = z.object({
  game: z.enum(ROUND_TABLE_GAMES),
  tableId: z.string(),
  min: z.string(),
  max: z.string(),
  offsetMs: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
const toWire = (t: RoundTableSetting) => ({
  game: t.game,
  tableId: t.tableId,
  min: fromMinor(t.minMinor, 2),
  max: fromMinor(t.maxMinor, 2),
  offsetMs: t.offsetMs,
  enabled: t.enabled,
  sort: t.sort,
});

/** Whether a DS88 game of this code is in the catalogue: an arena is launched as one. */
async function isArenaGame(db: Db, gameCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.vendor, COCKFIGHT_VENDOR), eq(games.gameCode, gameCode)))
    .limit(1);
  return row !== undefined;
}

/**
 * The operator's round tables (ADR 0019, 0020), the way the operator switches modules and vendors:
 * `GET /admin/round-tables/:game` lists a game's tables (closed ones too), `PUT
 * /admin/round-tables/:game/:tableId` opens a new one or changes one (limits, clock offset, open or
 * closed, order). The games read the change at once in this process, within seconds in any other.
 * A cockfight arena is a DS88 game of the catalogue (it is launched as one).
 */
export function roundTableAdminRoutes(db: Db, settings: RoundTableSettings) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/admin/round-tables/:game',
      admin: true,
      params: ParamsSchema.pick({ game: true }),
      response: z.object({ list: z.array(TableSchema) }),
      handler: async ({ params }) => ({ list: (await settings.all(params.game)).map(toWire) }),
    });

    route(app, {
      method: 'PUT',
      url: '/admin/round-tables/:game/:tableId',
      admin: true,
      params: ParamsSchema,
      body: RoundTableBodySchema,
      response: TableSchema,
      handler: async ({ params, body }) => {
        const offsetMs = body.offsetMs;
        if (offsetMs !== undefined && offsetMs >= ROUND_MS[params.game]) {
          throw AppError.badRequest('the clock offset is a point within one round', {
            offsetMs: 'offset_format',
          });
        }
        if (params.game === 'cockfight' && !(await isArenaGame(db, params.tableId))) {
          throw AppError.badRequest('an arena is a DS88 game of the catalogue', {
            tableId: 'arena_not_a_game',
          });
        }
        const saved = await settings.save(params.game, params.tableId, {
          minMinor: toMinor(body.min, 2),
          maxMinor: toMinor(body.max, 2),
          offsetMs,
          enabled: body.enabled,
          sort: body.sort,
        });
        return toWire(saved);
      },
    });
  };
}
