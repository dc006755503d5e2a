/** The app's options and what it decorates Fastify with (buildApp in app.ts). */
import type { RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { MemberRow, SessionRow } from './db/rows.js';
import type { BackgroundWork } from './lib/background.js';
import type { LogStream } from './lib/fastify.js';
import type { GamesService } from './modules/games/games.service.js';
import type { MerchantsService } from './modules/merchants/merchants.service.js';
import type { MailProvider, SmsProvider } from './modules/outbox/outbox.repository.js';
import type { KeysService } from './modules/session/keys.service.js';

/** What the route helper needs from the platform on every call. */
export interface PlatformServices {
  merchants: MerchantsService;
  modules: { isEnabled(merchantId: number, modId: string): Promise<boolean> };
  keys: KeysService;
  games: GamesService;
  /** The member and session of a token (401 login.not.session for none, an ended or a locked one). */
  members: { authenticate(token: string | undefined): Promise<{ session: SessionRow; member: MemberRow }> };
}

/** A platform answer whose code its endpoint's descriptor does not list (lib/route.ts). */
export interface UndeclaredError {
  endpoint: string;
  code: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    platform: PlatformServices;
    /** Work started after an answer (tests drain it before they look at what it made). */
    background: BackgroundWork;
    /** Outside production: the answers that broke their descriptor's `errors` (tests fail on any). */
    undeclaredErrors?: UndeclaredError[];
  }
}

export interface BuildAppOptions {
  /** Apply migrations, create keys and seed before serving (default true). */
  prepareDatabase?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove secrets are redacted). */
  logStream?: LogStream;
  /** Replaces the outbox SMS provider (a real SMS gateway would plug in here). */
  smsProvider?: SmsProvider;
  /** Replaces the outbox mail provider. */
  mailProvider?: MailProvider;
  /** Sees every route as it is registered (tests walk them all: lib/boundary.test.ts). */
  onRoute?: (route: RouteOptions) => void;
}
