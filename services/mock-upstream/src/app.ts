import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions, PlatformServices } from './app.types.js';
import { openPreparedDatabase, warnOfUnnormalisedPhones } from './app.database.js';
import { registerJobs } from './app.jobs.js';
import { registerSandboxRoutes } from './app.sandbox-routes.js';
import { createServices } from './app.services.js';
import type { Config } from './config.js';
import { createBackgroundWork } from './lib/background.js';
import { registerUnsafeTextCheck } from './lib/boundary.js';
import { createFastify, registerErrorAnswers } from './lib/fastify.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { passkeysRoutes } from './modules/passkeys/passkeys.routes.js';
import { fairnessRoutes } from './modules/fairness/fairness.routes.js';
import { pvpRoutes } from './modules/pvp/pvp.routes.js';
import { disputesRoutes } from './modules/disputes/disputes.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { profileRoutes } from './modules/accounts/profile.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { agentContractRoutes } from './modules/agent-contract/agent-contract.routes.js';
import { contractSettlementRoutes } from './modules/agent-contract/agent-contract.settlement.routes.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { cdnRoutes } from './modules/cdn/cdn.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createEventBus } from './modules/events/events.bus.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { createMerchantsRepository } from './modules/merchants/merchants.repository.js';
import { createMerchantsService } from './modules/merchants/merchants.service.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { missionsRoutes } from './modules/missions/missions.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { protectionRoutes } from './modules/protection/protection.routes.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import { seamlessRoutes } from './modules/seamless/seamless.routes.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';

export type { BuildAppOptions, PlatformServices } from './app.types.js';

/**
 * The platform: its database opened (migrated and seeded), its services wired (app.services.ts),
 * its jobs (app.jobs.ts), and one plugin per area, each serving its descriptors
 * (lib/route.ts `platformArea`) with its operator routes.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { handle, phoneMigration } = await openPreparedDatabase(config, options.prepareDatabase ?? true);
  const app = createFastify(config, options.logStream);
  warnOfUnnormalisedPhones(app.log, phoneMigration);
  const db = handle.db;

  // Every code path that changes a member's balance (or revokes its tokens) publishes through this
  // after its commit. Background work is finished before the database closes.
  const events = createEventBus();
  const background = createBackgroundWork(app.log);
  app.addHook('preClose', () => background.drain());
  app.decorate('background', background);
  app.decorate('events', events);
  app.decorate('config', config);
  app.decorate('db', db);
  const s = createServices(db, config, options, { events, background, app });
  app.decorate('platform', {
    merchants: createMerchantsService(createMerchantsRepository(db), config.merchantCode),
    modules: {
      isEnabled: (merchantId: number, modId: string) => s.system.isModuleEnabled(merchantId, modId),
    },
    keys: s.keys,
    games: s.games,
    members: s.accounts.member,
  } satisfies PlatformServices);
  app.decorate('forgetCachedVendorSettings', () => s.wallet.vendorSettings.forget());
  if (config.nodeEnv !== 'production') app.decorate('undeclaredErrors', []);

  registerJobs(app, s, config, handle);
  app.addHook('onClose', () => handle.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route is registered, so that they hold for every one of them.
  registerUnsafeTextCheck(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorAnswers(app);

  const areas = [
    systemRoutes(s.system, handle),
    sessionRoutes(s.keys),
    accountsRoutes({ accounts: s.accounts, captcha: s.captcha, verificationRepo: s.verificationRepo }),
    profileRoutes(s.accounts),
    passkeysRoutes(s.passkeys),
    fairnessRoutes(s.fairness),
    disputesRoutes(s.disputes),
    pushRoutes(s.push),
    eventsRoutes(events),
    gamesRoutes(s.games),
    pvpRoutes(s.pvp),
    contentRoutes({ content: s.content, rankings: s.rankings, winners: s.winners, promotions: s.promotions }),
    walletRoutes(s.wallet),
    paymentsRoutes({ payments: s.payments, db, callbackSecret: config.sandboxPaySecret }),
    seamlessRoutes({ secret: config.seamlessSecret, seamless: s.seamless }),
    messagesRoutes(s.messages),
    supportRoutes(s.support),
    agentRoutes({ agent: s.agent, join: s.join }),
    agentContractRoutes({
      contracts: s.contractService,
      reports: s.contractReports,
      changed: () => app.contractFeed.kick(),
    }),
    promotionsRoutes(s.promotions),
    pointsRoutes({ points: s.points, admin: s.pointsAdmin }),
    missionsRoutes({ missions: s.missions, admin: s.missionsAdmin }),
    protectionRoutes(s.protection),
    referralRoutes(s.referral),
  ];
  for (const area of areas) await app.register(area);

  // Operator-only and sandbox parts without descriptors of their own.
  await app.register(
    cdnRoutes({
      content: s.content,
      games: s.gamesRepo,
      system: s.systemRepo,
      members: s.accountsRepo,
      promotionTitle: (id, language) => s.promotions.listing.bannerTitle(id, language),
      pointProductName: (id, language) => s.points.productName(id, language),
    }),
  );
  await app.register(adminRoutes({ system: s.system, geo: s.geo }));
  await app.register(
    contractSettlementRoutes(app.contractSettlement, { testClock: config.nodeEnv !== 'production' }),
  );
  await registerSandboxRoutes(app, {
    db,
    config,
    payments: s.payments,
    fairness: s.fairness,
    sandboxCallbacks: app.sandboxCallbacks,
  });
  // The outbox hands out one-time codes: it must never exist in production.
  if (config.nodeEnv !== 'production') await app.register(outboxRoutes(s.outbox));

  return app;
}
