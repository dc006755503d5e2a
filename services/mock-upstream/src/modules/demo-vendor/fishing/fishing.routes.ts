import {
  ActiveSeedPairSchema,
  fromMinor,
  RotateSeedSchema,
  RotateSeedValueSchema,
  SeedHashSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import {
  DEMO_VENDOR_BASE,
  GamePageQuerySchema,
  GameTicketSchema,
  sendGamePage,
  serveGameAssets,
} from '../game-page.js';
import {
  CANNON_LEVELS_MINOR,
  catchThreshold,
  FISH,
  FISH_KINDS,
  FISHING_FORMULA,
  ROLL_RANGE,
  RTP_PPM,
} from './fishing.engine.js';
import { FISHING_CSS, FISHING_JS, fishingErrorPageHtml, fishingPageHtml } from './fishing.page.js';
import { createFishingRepository } from './fishing.repository.js';
import { createFishingService, SHOT_ID_PATTERN } from './fishing.service.js';

/** The return to player and the house edge of every shot, in percent (fishing.engine.test.ts). */
export const RTP_PERCENT = (RTP_PPM / 10_000).toFixed(2);
export const HOUSE_EDGE_PERCENT = ((1_000_000 - RTP_PPM) / 10_000).toFixed(2);

const TicketQuerySchema = z.object({ ticket: GameTicketSchema });
export const ShootBodySchema = z.object({
  ticket: GameTicketSchema,
  shotId: z.string({ message: 'shot_id_required' }).regex(SHOT_ID_PATTERN, 'shot_id_format'),
  level: z
    .number({ message: 'level_required' })
    .int('level_unknown')
    .min(1, 'level_unknown')
    .max(CANNON_LEVELS_MINOR.length, 'level_unknown'),
  fish: z.enum(FISH_KINDS, { message: 'fish_unknown' }),
});
export const RevealBodySchema = RotateSeedSchema.extend({ ticket: GameTicketSchema });

export const InfoValueSchema = z.object({
  game: z.object({ code: z.string() }),
  balance: z.string(),
  currency: z.string(),
  levels: z.array(z.string()),
  fish: z.array(
    z.object({ kind: z.enum(FISH_KINDS), multiplier: z.number().int(), threshold: z.number().int() }),
  ),
  rollRange: z.number().int(),
  rtpPercent: z.string(),
  houseEdgePercent: z.string(),
  method: z.string(),
});
export const ShotSchema = z.object({
  shotId: z.string(),
  level: z.number().int(),
  stake: z.string(),
  fish: z.enum(FISH_KINDS),
  multiplier: z.number().int(),
  status: z.enum(['pending', 'placed', 'settled', 'refused', 'rolled_back']),
  caught: z.boolean().nullable(),
  win: z.string().nullable(),
  roll: z.number().int().nullable(),
  threshold: z.number().int(),
  nonce: z.number().int().nullable(),
  serverSeedHash: SeedHashSchema.nullable(),
  clientSeed: z.string().nullable(),
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export const ShotsValueSchema = z.object({ fairness: ActiveSeedPairSchema, shots: z.array(ShotSchema) });
export const ShootValueSchema = z.object({
  shot: ShotSchema,
  balance: z.string(),
  currency: z.string(),
  isReplay: z.boolean(),
});

/** The fishing game's page, assets and JSON API under /demo-vendor/ (ADR 0022). */
export function fishingRoutes(deps: DemoVendorDeps) {
  const fishing = createFishingService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo: createFishingRepository(deps.db),
    fairness: deps.fairness,
    log: deps.log,
  });

  return async (app: FastifyInstance) => {
    // Shots whose page went away before they were confirmed are drawn and paid, or returned.
    const stalled = createPeriodicJob({
      name: 'demo-fishing-stalled-shots',
      intervalMs: 15_000,
      log: deps.log,
      pass: () => fishing.finishStalled(),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') stalled.start();
    });
    app.addHook('preClose', () => stalled.stop());

    serveGameAssets(app, 'fishing', { js: FISHING_JS, css: FISHING_CSS });

    app.get(`${DEMO_VENDOR_BASE}/fishing`, async (request, reply) => {
      const query = GamePageQuerySchema.safeParse(request.query);
      const ticket = query.success ? fishing.openTicket(query.data.ticket) : null;
      const page =
        ticket && query.success
          ? fishingPageHtml({
              language: pageLanguage(ticket.l),
              ticket: query.data.ticket,
              theme: query.data.theme ?? null,
            })
          : fishingErrorPageHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/fishing/info`,
      query: TicketQuerySchema,
      response: InfoValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = fishing.requireTicket(query.ticket);
        return {
          game: { code: ticket.g },
          ...(await fishing.balance(ticket)),
          levels: CANNON_LEVELS_MINOR.map((minor) => fromMinor(minor, 2)),
          fish: FISH.map((f) => ({
            kind: f.kind,
            multiplier: f.multiplier,
            threshold: catchThreshold(f.multiplier),
          })),
          rollRange: ROLL_RANGE,
          rtpPercent: RTP_PERCENT,
          houseEdgePercent: HOUSE_EDGE_PERCENT,
          method: FISHING_FORMULA,
        };
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/fishing/shots`,
      query: TicketQuerySchema,
      response: ShotsValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return fishing.shots(fishing.requireTicket(query.ticket));
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/fishing/shoot`,
      body: ShootBodySchema,
      response: ShootValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        const { ticket, ...shot } = body;
        return fishing.shoot(fishing.requireTicket(ticket), shot);
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/fishing/reveal`,
      body: RevealBodySchema,
      response: RotateSeedValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        const { ticket, ...rotation } = body;
        return fishing.reveal(fishing.requireTicket(ticket), rotation);
      },
    });
  };
}
