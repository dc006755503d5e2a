import { readFileSync } from 'node:fs';
import { lotteryEndpoints } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage } from '../../../lib/page-text.js';
import { contentLanguage, headerValue, platformArea, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import { vnGame } from './lottery.games.js';
import { createLotteryJob } from './lottery.job.js';
import { errorPageHtml, gamePageHtml } from './lottery.page.js';
import { createLotteryRepository } from './lottery.repository.js';
import { drawKey } from './lottery.rules.js';
import {
  PlaceBetResultSchema,
  PlaceBetSchema,
  StateQuerySchema,
  StateSchema,
  TicketQuerySchema,
} from './lottery.schemas.js';
import { createLotteryService } from './lottery.service.js';

/** The page runs inside the portal's iframe, on the portal's origin (the gateway proxies /demo-vendor). */
export const LOTTERY_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

const PageQuerySchema = z.object({
  ticket: z.string().max(2048).optional(),
  game: z.string().max(16).optional(),
  view: z.enum(['betting', 'lobby']).optional(),
});

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', LOTTERY_CSP)
    .header('referrer-policy', 'same-origin')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * The demo Vietnamese lottery (vendor TCG_LOTTO_VN): its game page and assets, the page's API under
 * /demo-vendor/api/lottery (authenticated by the launch ticket), the lobby calls under /lgw (bare
 * JSON) and the draw job, which ticks inside the upstream process every LOTTERY_JOB_INTERVAL_MS
 * (default 1 s; off by default under NODE_ENV=test, where unit tests drive `tick(now)` themselves).
 */
export function lotteryRoutes(deps: DemoVendorDeps) {
  const repo = createLotteryRepository(deps.db);
  const job = createLotteryJob({
    repo,
    seamless: deps.seamless,
    drawKey: drawKey(deps.config.seamlessSecret),
    log: deps.log,
  });
  const lottery = createLotteryService({
    repo,
    seamless: deps.seamless,
    masterSecret: deps.config.seamlessSecret,
    scheduleUpcoming: job.scheduleUpcoming,
  });
  return platformArea(
    lotteryEndpoints,
    {
      vnMenu: async ({ request, query, merchant }) =>
        lottery.menu(await merchant(), query.prizeMode, new Date(), contentLanguage(request)),
      openedNumero: ({ query }) => lottery.openedNumero(query.gameCode, query.count),
      popular: async ({ request, query, merchant }) =>
        lottery.popular(await merchant(), query, new Date(), contentLanguage(request)),
      vnNumbers: ({ query }) => lottery.numbers(query.gameCode, query.count),
    },
    (app: FastifyInstance) => {
      const timer = createPeriodicJob({
        name: 'vn-lottery',
        intervalMs: Math.max(deps.config.lotteryJobIntervalMs, 10),
        log: deps.log,
        pass: async () => {
          const report = await job.tick(new Date());
          return report.drawn + report.settled + report.voided;
        },
      });
      app.addHook('onReady', async () => {
        if (deps.config.lotteryJobIntervalMs > 0) timer.start();
      });
      app.addHook('preClose', () => timer.stop());

      const js = asset('lottery.js');
      const css = asset('lottery.css');
      app.get('/demo-vendor/assets/lottery.js', async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(js),
      );
      app.get('/demo-vendor/assets/lottery.css', async (_request, reply) =>
        reply
          .header('content-type', 'text/css; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(css),
      );

      app.get('/demo-vendor/lottery', async (request, reply) => {
        const query = PageQuerySchema.safeParse(request.query ?? {});
        const browserLanguage = () => pageLanguage(headerValue(request, 'accept-language'));
        if (!query.success) return html(reply, 400, errorPageHtml('bad-request', browserLanguage()));
        let ticket;
        try {
          ticket = lottery.openTicket(query.data.ticket);
        } catch {
          return html(reply, 401, errorPageHtml('ticket', browserLanguage()));
        }
        const wanted = query.data.game || ticket.g;
        const game = vnGame(wanted) ? wanted : 'VNST1';
        return html(
          reply,
          200,
          gamePageHtml({ language: pageLanguage(ticket.l), game, view: query.data.view ?? 'betting' }),
        );
      });

      route(app, {
        method: 'GET',
        url: '/demo-vendor/api/lottery/state',
        query: StateQuerySchema,
        response: StateSchema,
        handler: ({ query }) => lottery.state(lottery.openTicket(query.ticket), query.game, new Date()),
      });

      route(app, {
        method: 'POST',
        url: '/demo-vendor/api/lottery/bets',
        query: TicketQuerySchema,
        body: PlaceBetSchema,
        response: PlaceBetResultSchema,
        handler: ({ query, body }) => lottery.placeBet(lottery.openTicket(query.ticket), body, new Date()),
      });
    },
  );
}
