import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServices } from './app.services.js';
import { openPreparedDatabase, warnOfUnnormalisedPhones } from './app.database.js';
import { registerSandboxRoutes } from './app.sandbox-routes.js';
import type { BuildAppOptions, PlatformServices } from './app.types.js';
import type { Config } from './config.js';
import { startPurgeJob } from './jobs/purge-expired.js';
import { createPeriodicJob } from './jobs/periodic-job.js';
import { createBackgroundWork } from './lib/background.js';
import { registerUnsafeTextCheck } from './lib/boundary.js';
import { createFastify, registerErrorAnswers } from './lib/fastify.js';
import { headerValue } from './lib/route.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { agentContractRoutes } from './modules/agent-contract/agent-contract.routes.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { createJoinService } from './modules/agent/join.service.js';
import { cdnRoutes } from './modules/cdn/cdn.routes.js';
import { startTransferRecheck } from './jobs/transfer-recheck.js';
import { createContractSettlementJob } from './jobs/contract-settlement.js';
import { createContractSettlement } from './modules/agent-contract/agent-contract.settlement.js';
import { createContractReports } from './modules/agent-contract/agent-contract.reports.js';
import { contractSettlementRoutes } from './modules/agent-contract/agent-contract.settlement.routes.js';
import { createEventBus } from './modules/events/events.bus.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createRankingsRepository } from './modules/content/rankings.repository.js';
import { createRankingsService } from './modules/content/rankings.service.js';
import { createWinnersRepository } from './modules/content/winners.repository.js';
import { createWinnersService } from './modules/content/winners.service.js';
import { createBigWinRecorder } from './modules/content/big-wins.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { createMerchantsRepository } from './modules/merchants/merchants.repository.js';
import { createMerchantsService } from './modules/merchants/merchants.service.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSandboxCallbacksJob } from './jobs/sandbox-callbacks.js';
import { createWithdrawAutoReceiveJob } from './jobs/withdraw-auto-receive.js';
import { createSeamlessRepository } from './modules/seamless/seamless.repository.js';
import { createSeamlessService } from './modules/seamless/seamless.service.js';
import { seamlessRoutes } from './modules/seamless/seamless.routes.js';
import { createPayments, injectDelivery } from './modules/payments/payments.module.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createMessagesRepository } from './modules/messages/messages.repository.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createPointsAdmin } from './modules/points/points.admin.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { createMissionsAdmin } from './modules/missions/missions.admin.js';
import { missionsRoutes } from './modules/missions/missions.routes.js';
import { createMissionsService } from './modules/missions/missions.service.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import { protectionRoutes } from './modules/protection/protection.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { createSupportService } from './modules/support/support.service.js';

export type { BuildAppOptions, PlatformServices } from './app.types.js';

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { handle, phoneMigration } = await openPreparedDatabase(config, options.prepareDatabase ?? true);

  const app = createFastify(config, options.logStream);

  warnOfUnnormalisedPhones(app.log, phoneMigration);

  const db = handle.db;
  // Every code path that changes a member's balance (or revokes its tokens) publishes through this
  // after its commit.
  const events = createEventBus();
  // Finished before the database closes (preClose runs before the onClose that closes it).
  const background = createBackgroundWork(app.log);
  app.addHook('preClose', () => background.drain());
  app.decorate('background', background);
  const {
    accounts,
    accountsRepo,
    agentRepo,
    agentService,
    captcha,
    content,
    contractRepo,
    contractService,
    games,
    gamesRepo,
    geo,
    keys,
    outbox,
    points,
    promotions,
    protection,
    referral,
    referralProgressed,
    system,
    systemRepo,
    verificationRepo,
    wallet,
  } = createServices(db, config, options, { events, background });
  /** The member of a call's `Authorization` token (the wallet, payment, message and chat routes). */
  const authenticateRequest = (request: FastifyRequest) =>
    accounts.authenticate(headerValue(request, 'authorization'));
  // Waiting rewards past their `expires_at` expire when the time passes (not only when someone
  // reads or the operator calls /admin/rewards/expire), and their members hear of it
  // (promotions.changed). The update is guarded by status = 'waiting': safe in several processes.
  const rewardExpiry = createPeriodicJob({
    name: 'reward-expiry',
    pass: () => promotions.expireDueRewards(),
    intervalMs: Math.max(config.rewardExpiryJobIntervalMs, 10),
    log: app.log,
  });
  app.decorate('rewardExpiry', rewardExpiry);
  app.addHook('onReady', async () => {
    if (config.rewardExpiryJobIntervalMs > 0) rewardExpiry.start();
  });
  app.addHook('preClose', () => rewardExpiry.stop());
  // The contract feed's publisher (agent-contract.repository.events.ts publishPending): numbers committed
  // contract events and tells their parties' gateways (contracts.changed). Kicked after every
  // change made through this process; the interval catches the rest (another process, a job).
  const contractFeed = createPeriodicJob({
    name: 'contract-feed',
    pass: async () => {
      const published = await contractRepo.publishPending();
      for (const p of published) events.publish({ type: 'contracts.changed', ...p });
      return published.length;
    },
    intervalMs: Math.max(config.contractFeedIntervalMs, 10),
    log: app.log,
    rerunIfBusy: true,
  });
  app.decorate('contractFeed', contractFeed);
  app.addHook('onReady', async () => {
    if (config.contractFeedIntervalMs > 0) contractFeed.start();
  });
  app.addHook('preClose', () => contractFeed.stop());
  // Agent contracts: closed periods settled and unpaid ones swept (ADR 0009). Safe in several
  // processes: the settlement's unique key decides who settles a period.
  const contractSettlement = createContractSettlementJob({
    settlement: createContractSettlement({
      db,
      walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
    }),
    intervalMs: config.contractSettlementJobIntervalMs,
    log: app.log,
  });
  app.decorate('contractSettlement', contractSettlement);
  app.addHook('onReady', async () => {
    if (config.contractSettlementJobIntervalMs > 0) contractSettlement.start();
  });
  app.addHook('preClose', () => contractSettlement.stop());
  app.decorate('events', events);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('platform', {
    merchants: createMerchantsService(createMerchantsRepository(db), config.merchantCode),
    modules: { isEnabled: (merchantId: number, modId: string) => system.isModuleEnabled(merchantId, modId) },
    keys,
    games,
  } satisfies PlatformServices);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route is registered, so it holds for every one of them.
  registerUnsafeTextCheck(app);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  // Expired captchas, codes and sessions are deleted hourly (the limits only read recent rows).
  const stopPurge =
    config.nodeEnv === 'test' ? async () => undefined : startPurgeJob(db, 60 * 60_000, app.log);
  app.addHook('onClose', async () => {
    await stopPurge();
    await handle.close();
  });

  registerErrorAnswers(app);

  await app.register(healthRoutes(handle));
  await app.register(systemRoutes(system));
  await app.register(sessionRoutes(keys));
  await app.register(gamesRoutes({ games, authenticate: authenticateRequest }));
  await app.register(
    cdnRoutes({
      content,
      games: gamesRepo,
      system: systemRepo,
      members: accountsRepo,
      promotionTitle: (id, language) => promotions.bannerTitle(id, language),
      pointProductName: (id, language) => points.productName(id, language),
    }),
  );
  await app.register(adminRoutes({ system, geo }));
  await app.register(
    contractSettlementRoutes(contractSettlement, { testClock: config.nodeEnv !== 'production' }),
  );
  await app.register(accountsRoutes({ accounts, captcha, verificationRepo }));
  await app.register(eventsRoutes(events));
  const winners = createWinnersService({
    repo: createWinnersRepository(db),
    games: gamesRepo,
    changed: (merchant) => events.publish({ type: 'winners.changed', merchant }),
  });
  const rankings = createRankingsService({ repo: createRankingsRepository(db) });
  await app.register(
    contentRoutes({ content, rankings, winners, promotions, authenticate: authenticateRequest }),
  );
  await app.register(
    walletRoutes({
      wallet,
      authenticate: authenticateRequest,
    }),
  );
  const transferRecheck = startTransferRecheck({
    recheckDue: () => wallet.recheckDue(),
    intervalMs: 2_000,
    log: app.log,
  });
  app.decorate('transferRecheck', transferRecheck);
  app.decorate('forgetCachedVendorSettings', () => wallet.forgetCachedVendorSettings());
  app.addHook('preClose', () => transferRecheck.stop());
  // Deposits, withdrawals, bank cards and the sandbox payment provider (which reaches the platform's
  // callback route in-process). Balance changes are published after their commit.
  const payments = createPayments({
    db,
    config,
    walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
    ordersChanged: (merchant, memberId, kind) =>
      events.publish({ type: 'orders.changed', merchant, memberId, kind }),
    deliver: injectDelivery(app),
    deposited: (merchant, order) => {
      background.run('team event: first deposit', () =>
        agentService.deposited(merchant, order.memberId, order.orderNo, order.amountMinor),
      );
      // The bonus itself was earned in the credit's transaction: only the news is sent here (a
      // raffle counting deposits may have earned a draw as well).
      promotions.depositCommitted(merchant, order.memberId);
      referralProgressed(merchant.code, order.memberId);
    },
    creditedInTransaction: (tx, merchant, order) =>
      promotions.earnDepositBonus(tx, merchant, order.memberId, order.orderNo, order.amountMinor),
    checkOrder: (tx, merchant, memberId, minor) => protection.checkDeposit(tx, merchant, memberId, minor),
  });
  const sandboxCallbacks = createSandboxCallbacksJob({
    deliverDue: () => payments.provider.deliverDue(),
    intervalMs: config.paymentJobIntervalMs,
    log: app.log,
  });
  const withdrawAutoReceive = createWithdrawAutoReceiveJob({
    autoReceiveDue: () => payments.withdrawals.autoReceiveDue(),
    intervalMs: config.paymentJobIntervalMs,
    log: app.log,
  });
  app.decorate('sandboxCallbacks', sandboxCallbacks);
  app.decorate('withdrawAutoReceive', withdrawAutoReceive);
  app.addHook('onReady', async () => {
    sandboxCallbacks.start();
    withdrawAutoReceive.start();
  });
  app.addHook('preClose', () =>
    Promise.all([sandboxCallbacks.stop(), withdrawAutoReceive.stop()]).then(() => undefined),
  );
  await app.register(
    paymentsRoutes({
      payments,
      authenticate: authenticateRequest,
    }),
  );
  await app.register(
    seamlessRoutes({
      secret: config.seamlessSecret,
      seamless: createSeamlessService({
        repo: createSeamlessRepository(db),
        walletChanged: (merchantCode, memberId) => {
          events.publishWalletChanged(merchantCode, memberId);
          referralProgressed(merchantCode, memberId);
        },
        guardBet: (merchantId, account, place) => protection.guardBet(merchantId, account, place),
        credited: createBigWinRecorder({
          db,
          games: gamesRepo,
          winners,
          log: app.log,
          bigWin: (merchant, account, winMinor) => agentService.bigWin(merchant, account, winMinor),
        }),
      }),
    }),
  );
  await registerSandboxRoutes(app, { db, config, payments, sandboxCallbacks });
  await app.register(
    messagesRoutes({
      messages: createMessagesService({
        repo: createMessagesRepository(db),
        settings: systemRepo,
        findMember: (merchantId, account) => accountsRepo.findByAccount(merchantId, account),
        changed: (merchant, memberId) => events.publish({ type: 'messages.changed', merchant, memberId }),
      }),
      authenticate: authenticateRequest,
    }),
  );
  await app.register(
    supportRoutes({
      support: createSupportService({ repo: systemRepo, csPathKey: config.csPathKey }),
      authenticate: authenticateRequest,
    }),
  );
  await app.register(
    agentRoutes({
      agent: agentService,
      join: createJoinService({ repo: agentRepo }),
      authenticate: authenticateRequest,
    }),
  );
  await app.register(
    agentContractRoutes({
      contracts: contractService,
      reports: createContractReports({ repo: contractRepo }),
      authenticate: authenticateRequest,
      changed: () => contractFeed.kick(),
    }),
  );
  await app.register(promotionsRoutes({ promotions, authenticate: authenticateRequest }));
  await app.register(
    pointsRoutes({
      points,
      admin: createPointsAdmin({
        db,
        points,
        walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
      }),
      authenticate: authenticateRequest,
    }),
  );
  await app.register(
    missionsRoutes({
      missions: createMissionsService({ db }),
      admin: createMissionsAdmin({ db }),
      authenticate: authenticateRequest,
    }),
  );
  await app.register(protectionRoutes({ protection, authenticate: authenticateRequest }));
  await app.register(referralRoutes({ referral, authenticate: authenticateRequest }));
  // The outbox hands out one-time codes: it must never exist in production.
  if (config.nodeEnv !== 'production') await app.register(outboxRoutes(outbox));

  return app;
}
