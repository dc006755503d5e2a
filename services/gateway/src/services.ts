import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from './cache/cache.js';
import type { Config } from './config.js';
import type { GameMenus } from './platform/game-menus.js';
import type { VisitorAnswers } from './platform/visitor-answers.js';
import type { ApiBudget } from './http/rate-limit.js';
import type { HumanVerifier } from './security/human-verification.js';
import type { SessionService } from './session/session.service.js';
import type { Hub } from './realtime/hub.js';
import type { Realtime } from './realtime/realtime.js';
import type { SessionWatch } from './realtime/session-watch.js';
import type { UpstreamEvents } from './realtime/upstream-events.js';
import type { Store } from './store/store.js';
import type { UpstreamClient } from './upstream/client.js';

/** The long-lived collaborators built once per app and shared by every request. */
export interface AppServices {
  config: Config;
  store: Store;
  cache: Cache;
  /** The game menus under their change generation (features/games/game-menus.ts). */
  gameMenus: GameMenus;
  /** A visitor's bootstrap and page, kept a moment per host, IP and language (platform/visitor-answers.ts). */
  visitorAnswers: VisitorAnswers;
  upstream: UpstreamClient;
  sessions: SessionService;
  /** Ends what every process serves for a session once it ended (realtime/session-watch.ts). */
  sessionWatch: SessionWatch;
  hub: Hub;
  /** Per-member and broadcast pushes across gateway processes (realtime/realtime.ts). */
  realtime: Realtime;
  /** The platform's event stream; open in the one process holding the relay lease (events-relay.ts). */
  events: UpstreamEvents;
  humanVerifier: HumanVerifier;
  /** The per-IP budget of API calls, taken from the Store in blocks (http/rate-limit.ts). */
  apiBudget: ApiBudget;
  log: FastifyBaseLogger;
}
