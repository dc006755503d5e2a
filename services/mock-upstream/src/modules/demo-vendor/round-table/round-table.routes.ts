import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage, type PageLanguage } from '../../../lib/page-text.js';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../../lib/errors.js';
import { headerValue, route } from '../../../lib/route.js';
import type { LaunchTicket } from '../demo-vendor.ticket.js';
import type { DemoVendorDeps } from '../deps.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';
import { gameNameIn } from '../game-names.js';
import { BET_ID_PATTERN } from './round-table.service.js';

/** The launched game in `info`: its code and its name as the lobby shows it, in the page's language. */
export const GameInfoSchema = z.object({ code: z.string(), name: z.string() });
/** The fields every round table's API reads the same way (each game names its round and spot). */
export const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
export const TicketQuerySchema = z.object({ ticket: TicketSchema });
export const PageThemeSchema = z.enum(['light', 'dark']).optional();
export const AmountSchema = z
  .string({ message: 'amount_required' })
  .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'amount_format');
export const BetIdSchema = z.string({ message: 'bet_id_required' }).regex(BET_ID_PATTERN, 'bet_id_format');
/** A round's number in a bet, under the game's name for it (`round`, `fight`). */
export const roundNoSchema = (field: string) =>
  z
    .number({ message: `${field}_required` })
    .int(`${field}_format`)
    .nonnegative(`${field}_format`);
/** The answer to a bet: the bet as the game shows it, the member's stakes on the round, the wallet. */
export const placedBetSchema = <B extends z.ZodType>(bet: B) =>
  z.object({ bet, staked: z.string(), balance: z.string(), currency: z.string(), isReplay: z.boolean() });

/** What the routes ask of a game's service (the round tables' machinery gives each of these). */
interface RoundTableRoutesService {
  openTicket(text: string): LaunchTicket | null;
  requireTicket(text: string): LaunchTicket;
  /** Whether the ticket's game is one the operator runs now (a cockfight arena closed is not). */
  admits?(ticket: LaunchTicket): Promise<boolean>;
  balance(ticket: LaunchTicket): Promise<{ balance: string; currency: string }>;
  tick(): Promise<number>;
}

type PageQuery = z.ZodType<{ ticket: string; theme?: 'light' | 'dark' | undefined }>;

/**
 * The routes of one round table game, `name` (ADR 0019, 0020): the job that opens every table's
 * round on the clock and settles the closed ones (every 5 s; a watched table's pollers settle its
 * rounds too, without waiting for it), the page `/demo-vendor/<name>` with its script and
 * stylesheet (the round tables' shared ones first), and the JSON API under
 * `/demo-vendor/api/<name>/`: `info` (the wallet and the game's rules), `state` (polled every second)
 * and `bet`, each checking the launch ticket.
 */
export function roundTableRoutes<
  Page extends PageQuery,
  Info extends z.ZodType,
  StateQuery extends z.ZodType<{ ticket: string }>,
  State extends z.ZodType,
  BetBody extends z.ZodType<{ ticket: string }>,
  Bet extends z.ZodType,
>(
  deps: DemoVendorDeps,
  game: {
    name: string;
    job: string;
    service: RoundTableRoutesService;
    assets: { js: string; css: string };
    page: {
      query: Page;
      html(o: { language: PageLanguage; query: z.output<Page> }): string;
      errorHtml(language: PageLanguage): string;
    };
    /** The game's rules for `info`, beside the ticket's game (code and name) and the wallet. */
    info: {
      response: Info;
      rules(): Promise<Omit<z.input<Info>, 'game' | 'balance' | 'currency'>>;
    };
    state: {
      query: StateQuery;
      response: State;
      handler(ticket: LaunchTicket, query: z.output<StateQuery>): Promise<z.input<State>>;
    };
    bet: {
      body: BetBody;
      response: Bet;
      handler(ticket: LaunchTicket, body: z.output<BetBody>): Promise<z.input<Bet>>;
    };
  },
) {
  const { service } = game;
  const api = `${DEMO_VENDOR_BASE}/api/${game.name}`;
  return async (app: FastifyInstance) => {
    const settle = createPeriodicJob({
      name: game.job,
      intervalMs: 5_000,
      log: deps.log,
      pass: () => service.tick(),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') settle.start();
    });
    app.addHook('preClose', () => settle.stop());

    serveGameAssets(app, game.name, game.assets);

    /** A valid ticket of a game the operator runs; else the ticket is refused. */
    const admitted = async (ticket: LaunchTicket | null) =>
      ticket && (!service.admits || (await service.admits(ticket))) ? ticket : null;
    const requireAdmitted = async (text: string) => {
      const ticket = service.requireTicket(text);
      if (!(await admitted(ticket))) {
        throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket names a table that is not open', {
          ticket: 'ticket_invalid',
        });
      }
      return ticket;
    };

    app.get(`${DEMO_VENDOR_BASE}/${game.name}`, async (request, reply) => {
      const query = game.page.query.safeParse(request.query);
      const ticket = query.success ? await admitted(service.openTicket(query.data.ticket)) : null;
      const page =
        ticket && query.success
          ? game.page.html({ language: pageLanguage(ticket.l), query: query.data })
          : game.page.errorHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${api}/info`,
      query: TicketQuerySchema,
      response: game.info.response,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = await requireAdmitted(query.ticket);
        const [wallet, name] = await Promise.all([
          service.balance(ticket),
          gameNameIn(deps.db, ticket.v, ticket.g, pageLanguage(ticket.l).code),
        ]);
        // The three fields `rules` leaves out, and the rest: the whole of the schema's input.
        return { game: { code: ticket.g, name }, ...wallet, ...(await game.info.rules()) } as z.input<Info>;
      },
    });

    route(app, {
      method: 'GET',
      url: `${api}/state`,
      query: game.state.query,
      response: game.state.response,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return game.state.handler(await requireAdmitted(query.ticket), query);
      },
    });

    route(app, {
      method: 'POST',
      url: `${api}/bet`,
      body: game.bet.body,
      response: game.bet.response,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return game.bet.handler(await requireAdmitted(body.ticket), body);
      },
    });
  };
}
