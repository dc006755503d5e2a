import type { SecurityEvent } from '@portal/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hashToken } from './lib/secrets.js';
import type { BuildAppOptions } from './app.types.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BackgroundWork } from './lib/background.js';
import type { EventBus } from './modules/events/events.bus.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createCaptchaService } from './modules/accounts/captcha.service.js';
import { createFirebaseVerifier } from './modules/accounts/firebase.service.js';
import { createProfileRepository } from './modules/accounts/profile.repository.js';
import { createSmsService } from './modules/accounts/sms.service.js';
import { createVerificationRepository } from './modules/accounts/verification.repository.js';
import { revokeAllSessions } from './modules/accounts/accounts.common.js';
import { createAgentContractRepository } from './modules/agent-contract/agent-contract.repository.js';
import { createAgentContractService } from './modules/agent-contract/agent-contract.service.js';
import { createMessagesRepository } from './modules/messages/messages.repository.js';
import { createAgentRepository } from './modules/agent/agent.repository.js';
import { createAgentFeedService } from './modules/agent/agent.feed.service.js';
import { createAgentService } from './modules/agent/agent.service.js';
import { createWalletRepository } from './modules/wallet/wallet.repository.js';
import { createRecordsRepository } from './modules/wallet/records.repository.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentService } from './modules/content/content.service.js';
import { createGamesRepository } from './modules/games/games.repository.js';
import { createGamesService } from './modules/games/games.service.js';
import { createGeoRepository } from './modules/geo/geo.repository.js';
import { createGeoService } from './modules/geo/geo.service.js';
import {
  createOutboxRepository,
  outboxMailProvider,
  outboxSmsProvider,
} from './modules/outbox/outbox.repository.js';
import { createMerchantsRepository, type MerchantRow } from './modules/merchants/merchants.repository.js';
import { createKeysService } from './modules/session/keys.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { createSystemRepository } from './modules/system/system.repository.js';
import { createSystemService } from './modules/system/system.service.js';
import { createPointsService } from './modules/points/points.service.js';
import { createReferralService } from './modules/referral/referral.service.js';
import { createProtectionService } from './modules/protection/protection.service.js';
import { betNeedsGuard } from './modules/protection/protection.repository.js';
import { createPromotionsRepository } from './modules/promotions/promotions.repository.js';
import { createPromotionsService } from './modules/promotions/promotions.service.js';
import { createContractReports } from './modules/agent-contract/agent-contract.reports.js';
import { createContractSettlement } from './modules/agent-contract/agent-contract.settlement.js';
import { createJoinService } from './modules/agent/join.service.js';
import { createBigWinRecorder } from './modules/content/big-wins.js';
import { createRankingsRepository } from './modules/content/rankings.repository.js';
import { createRankingsService } from './modules/content/rankings.service.js';
import { createWinnersRepository } from './modules/content/winners.repository.js';
import { createWinnersService } from './modules/content/winners.service.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createMissionsAdmin } from './modules/missions/missions.admin.js';
import { createMissionsService } from './modules/missions/missions.service.js';
import { createPasskeysService } from './modules/passkeys/passkeys.service.js';
import { createFairnessService } from './modules/fairness/fairness.service.js';
import { createPvpService } from './modules/pvp/pvp.service.js';
import { createDisputesRepository } from './modules/disputes/disputes.repository.js';
import { createDisputesService } from './modules/disputes/disputes.service.js';
import { createPushRepository } from './modules/push/push.repository.js';
import { createPushService } from './modules/push/push.service.js';
import { createPayments, injectDelivery } from './modules/payments/payments.module.js';
import { createPointsAdmin } from './modules/points/points.admin.js';
import { createSeamlessRepository } from './modules/seamless/seamless.repository.js';
import { createSeamlessService } from './modules/seamless/seamless.service.js';
import { createSupportService } from './modules/support/support.service.js';

/**
 * The platform's services wired to each other (buildApp in app.ts registers their routes and jobs):
 * which service tells which of what it did, and the late hooks where two need each other. `app` is
 * the process the services run in: its log, and the payment provider's in-process callback.
 */
export function createServices(
  db: Db,
  config: Config,
  options: BuildAppOptions,
  { events, background, app }: { events: EventBus; background: BackgroundWork; app: FastifyInstance },
) {
  const log: FastifyBaseLogger = app.log;
  // Player protection (ADR 0011): limits and breaks checked by deposits, launches, bets and logins;
  // a self-exclusion ends the member's sessions (accounts and events exist by the time it does).
  const protection = createProtectionService({ db, revokeSessions: (m, id) => revokeSessionsOf(m, id) });
  // Web push (ADR 0017): told of new messages and rewards by the event bus, of security events by
  // the areas they happen in; a break in play (protection) holds back everything but security.
  const push = createPushService({
    repo: createPushRepository(db),
    vapid: config.vapid,
    onBreak: (memberId) => protection.onBreak(memberId),
    log,
  });
  const pushMerchants = createMerchantsRepository(db);
  const pushNews = (label: string, merchantCode: string, work: (m: MerchantRow) => Promise<void>) =>
    background.run(`push: ${label}`, async () => {
      const merchant = await pushMerchants.findByCode(merchantCode);
      if (merchant) await work(merchant);
    });
  events.subscribe((event) => {
    if (event.type === 'messages.changed' && event.memberId != null) {
      const memberId = event.memberId;
      pushNews('messages', event.merchant, (m) => push.messagesChanged(m, memberId));
    } else if (event.type === 'promotions.changed' && event.memberId != null) {
      const memberId = event.memberId;
      pushNews('rewards', event.merchant, (m) => push.rewardsChanged(m, memberId));
    }
  });
  const securityNews = (merchant: MerchantRow, memberId: number, event: SecurityEvent, id: string) =>
    background.run(`push: ${event}`, () => push.security(merchant, memberId, event, id));
  // A sign-in from a device new to the account, keyed by the device (hashed: the log is the
  // operator's, the id a browser's cookie): one push per member and device, ever.
  const newDeviceNews = (merchant: MerchantRow, memberId: number, deviceId: string) =>
    securityNews(merchant, memberId, 'newDevice', hashToken(deviceId).slice(0, 24));
  const systemRepo = createSystemRepository(db);
  const geo = createGeoService(createGeoRepository(db));
  const keys = createKeysService(createSessionRepository(db));
  const system = createSystemService({ repo: systemRepo, geo, keys, config });
  const gamesRepo = createGamesRepository(db);
  const games = createGamesService(gamesRepo, {
    ticketSecret: config.seamlessSecret,
    isModuleEnabled: (merchantId, modId) => system.isModuleEnabled(merchantId, modId),
    changed: (merchantCode) => events.publish({ type: 'games.changed', merchant: merchantCode }),
    checkLaunch: (memberId, realMoney) => protection.checkLaunch(memberId, realMoney),
  });
  const content = createContentService(createContentRepository(db));
  const outbox = createOutboxRepository(db);
  const verificationRepo = createVerificationRepository(db);
  const smsProvider = options.smsProvider ?? outboxSmsProvider(outbox);
  const sms = createSmsService({
    repo: verificationRepo,
    provider: smsProvider,
  });
  const captcha = createCaptchaService({ repo: verificationRepo, outbox, config });
  const accountsRepo = createAccountsRepository(db);
  const agentRepo = createAgentRepository(db);
  // The agent centre's live feed: a registration, a first deposit or a big win told to the member's
  // agent ancestors (the accounts, payments and seamless areas tell it).
  const teamFeed = createAgentFeedService({
    repo: agentRepo,
    publishTeamEvent: (merchant, agentIds, event) =>
      events.publish({ type: 'team.event', merchant: merchant.code, agentIds, event }),
  });
  const referral = createReferralService({
    db,
    rewardIssued: (merchant, memberId) => events.publish({ type: 'promotions.changed', merchant, memberId }),
  });
  /** A friend's deposit may have issued its referrer's reward (migration 0026). */
  const referralProgressed = (merchantCode: string, memberId: number) =>
    background.run('referral: reward news', () => referral.progressed(merchantCode, memberId));
  const accounts = createAccountsService({
    referrals: referral,
    inviteLinks: {
      find: async (merchantId, code) => {
        const link = await agentRepo.invites.findLink(merchantId, code);
        return link ? { id: link.id, agentId: link.agentId, kind: link.kind } : undefined;
      },
    },
    registered: (merchant, member) =>
      background.run('team event: registration', () => teamFeed.registered(merchant, member)),
    background,
    repo: accountsRepo,
    profileRepo: createProfileRepository(db),
    sms,
    smsProvider,
    captcha,
    firebase: config.firebase ? createFirebaseVerifier(config.firebase) : null,
    mail: options.mailProvider ?? outboxMailProvider(outbox),
    registerRules: (merchantId) => system.registerRules(merchantId),
    isModuleEnabled: (merchantId, modId) => system.isModuleEnabled(merchantId, modId),
    sessionsRevoked: (merchant, memberId) => events.publish({ type: 'session.revoked', merchant, memberId }),
    passwordChanged: (merchant, memberId) =>
      securityNews(merchant, memberId, 'passwordChanged', String(Date.now())),
    newDeviceLogin: newDeviceNews,
    checkLogin: (memberId) => protection.checkLogin(memberId),
  });

  /** Ends every token of a member and tells the gateways (an agent's lock, a self-exclusion). */
  const revokeSessionsOf = (merchant: MerchantRow, memberId: number) =>
    revokeAllSessions(
      {
        repo: accountsRepo,
        sessionsRevoked: (code, id) =>
          events.publish({ type: 'session.revoked', merchant: code, memberId: id }),
      },
      merchant,
      memberId,
    );
  // Agent contracts (ADR 0009): the agent area's upline moves end them, so they exist first.
  const contractRepo = createAgentContractRepository(db);
  const contractService = createAgentContractService({
    repo: contractRepo,
    isModuleEnabled: (merchantId, modId) => system.isModuleEnabled(merchantId, modId),
    // An offer reaches its downline as a platform message (the messages area reads it).
    sendMessage: (tx, merchantId, memberId, m) =>
      createMessagesRepository(tx).insertForMember(merchantId, memberId, m.title, m.content, m.translations),
    messagesChanged: (merchant, memberId) => events.publish({ type: 'messages.changed', merchant, memberId }),
  });
  const agent = createAgentService({
    uplineMoved: (tx, merchant, memberId) => contractService.uplineMoved(tx, merchant, memberId),
    repo: agentRepo,
    registerDownline: async (merchant, body, caller, placement) =>
      (
        await accounts.registration.register(
          merchant,
          'username',
          { ...body, login: false, loginDeviceId: caller.deviceId },
          caller,
          placement,
        )
      ).member,
    revokeSessions: revokeSessionsOf,
  });
  const walletRepos = { repo: createWalletRepository(db), records: createRecordsRepository(db) };
  const wallet = createWalletService({ db, ...walletRepos, events });
  const promotions = createPromotionsService({
    repo: createPromotionsRepository(db),
    changed: (merchant, memberId) => events.publish({ type: 'promotions.changed', merchant, memberId }),
    walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
  });
  const points = createPointsService({
    db,
    walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
  });
  const walletChanged = (merchantCode: string, memberId: number) =>
    events.publishWalletChanged(merchantCode, memberId);
  const winners = createWinnersService({
    repo: createWinnersRepository(db),
    games: gamesRepo,
    changed: (merchant, win) => events.publish({ type: 'winners.changed', merchant, win }),
  });
  // Deposits, withdrawals, bank cards and the sandbox payment provider (which reaches the platform's
  // callback route in-process). Balance changes are published after their commit.
  const payments = createPayments({
    db,
    config,
    walletChanged,
    ordersChanged: (merchant, memberId, kind) =>
      events.publish({ type: 'orders.changed', merchant, memberId, kind }),
    deliver: injectDelivery(app),
    deposited: (merchant, order) => {
      background.run('team event: first deposit', () =>
        teamFeed.deposited(merchant, order.memberId, order.orderNo, order.amountMinor),
      );
      // The bonus itself was earned in the credit's transaction: only the news is sent here (a
      // raffle counting deposits may have earned a draw as well).
      promotions.depositBonus.depositCommitted(merchant, order.memberId);
      referralProgressed(merchant.code, order.memberId);
    },
    creditedInTransaction: (tx, merchant, order) =>
      promotions.depositBonus.earnDepositBonus(
        tx,
        merchant,
        order.memberId,
        order.orderNo,
        order.amountMinor,
      ),
    checkOrder: (tx, merchant, memberId, minor) => protection.checkDeposit(tx, merchant, memberId, minor),
  });
  const seamless = createSeamlessService({
    repo: createSeamlessRepository(db),
    // A round's referral progress and reward are applied by the bet outbox (ADR 0024), whose job
    // tells the referrer (app.jobs.ts).
    walletChanged,
    guardBet: (merchantId, account, place) => protection.guardBet(merchantId, account, place),
    betNeedsGuard,
    credited: createBigWinRecorder({
      db,
      games: gamesRepo,
      winners,
      log,
      bigWin: (merchant, account, winMinor) => teamFeed.bigWin(merchant, account, winMinor),
    }),
  });
  const passkeys = createPasskeysService({
    db,
    accounts: {
      repo: accountsRepo,
      checkLogin: (memberId) => protection.checkLogin(memberId),
      newDeviceLogin: newDeviceNews,
    },
    cloneSuspected: (merchant, credential) =>
      log.warn(
        { merchant: merchant.code, memberId: credential.memberId, passkeyId: credential.id },
        'passkey refused: its signature counter did not move forward (a cloned authenticator?)',
      ),
    added: (merchant, credential) =>
      securityNews(merchant, credential.memberId, 'passkeyAdded', String(credential.id)),
  });

  const fairness = createFairnessService({ db });
  const disputes = createDisputesService({
    repo: createDisputesRepository(db),
    masterSecret: config.seamlessSecret,
    recordedSeeds: (vendor, roundId) => fairness.recordedSeeds(vendor, roundId),
    sendMessage: (tx, merchantId, memberId, m) =>
      createMessagesRepository(tx).insertForMember(merchantId, memberId, m.title, m.content, m.translations),
    messagesChanged: (merchant, memberId) => events.publish({ type: 'messages.changed', merchant, memberId }),
  });

  return {
    passkeys,
    fairness,
    disputes,
    push,
    protection,
    winners,
    rankings: createRankingsService({ repo: createRankingsRepository(db) }),
    payments,
    seamless,
    messages: createMessagesService({
      repo: createMessagesRepository(db),
      settings: systemRepo,
      findMember: (merchantId, account) => accountsRepo.findByAccount(merchantId, account),
      changed: (merchant, memberId) => events.publish({ type: 'messages.changed', merchant, memberId }),
    }),
    support: createSupportService({ repo: systemRepo, csPathKey: config.csPathKey }),
    join: createJoinService({ repo: agentRepo }),
    contractReports: createContractReports({ repo: contractRepo }),
    contractSettlement: createContractSettlement({ db, walletChanged }),
    pointsAdmin: createPointsAdmin({ db, points, walletChanged }),
    missions: createMissionsService({ db }),
    missionsAdmin: createMissionsAdmin({ db }),
    systemRepo,
    geo,
    keys,
    system,
    gamesRepo,
    pvp: createPvpService({ db, games: gamesRepo }),
    games,
    content,
    outbox,
    verificationRepo,
    captcha,
    accountsRepo,
    accounts,
    agentRepo,
    agent,
    referral,
    referralProgressed,
    contractRepo,
    contractService,
    wallet,
    promotions,
    points,
  };
}
export type Services = ReturnType<typeof createServices>;
