import type { BuildAppOptions } from './app.types.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BackgroundWork } from './lib/background.js';
import type { EventBus } from './modules/events/events.bus.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createCaptchaService } from './modules/accounts/captcha.service.js';
import { createProfileRepository } from './modules/accounts/profile.repository.js';
import { createSmsService } from './modules/accounts/sms.service.js';
import { createVerificationRepository } from './modules/accounts/verification.repository.js';
import { revokeAllSessions } from './modules/accounts/accounts.common.js';
import { createAgentContractRepository } from './modules/agent-contract/agent-contract.repository.js';
import { createAgentContractService } from './modules/agent-contract/agent-contract.service.js';
import { createMessagesRepository } from './modules/messages/messages.repository.js';
import { createAgentRepository } from './modules/agent/agent.repository.js';
import { createAgentService, type AgentService } from './modules/agent/agent.service.js';
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
import type { MerchantRow } from './modules/merchants/merchants.repository.js';
import { createKeysService } from './modules/session/keys.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { createSystemRepository } from './modules/system/system.repository.js';
import { createSystemService } from './modules/system/system.service.js';
import { createPointsService } from './modules/points/points.service.js';
import { createReferralService } from './modules/referral/referral.service.js';
import { createProtectionService } from './modules/protection/protection.service.js';
import { createPromotionsService } from './modules/promotions/promotions.service.js';

/**
 * The platform's services wired to each other (buildApp in app.ts registers their routes and jobs):
 * which service tells which of what it did, and the late hooks where two need each other.
 */
export function createServices(
  db: Db,
  config: Config,
  options: BuildAppOptions,
  { events, background }: { events: EventBus; background: BackgroundWork },
) {
  // Player protection (ADR 0011): limits and breaks checked by deposits, launches, bets and logins;
  // a self-exclusion ends the member's sessions (accounts and events exist by the time it does).
  const protection = createProtectionService({ db, revokeSessions: (m, id) => revokeSessionsOf(m, id) });
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
  // The agent service needs the accounts service (registration) and the accounts service tells the
  // agent area of each registration: the hook reads `agent` when it runs, after both exist.
  const late: { agent?: AgentService } = {};
  const referral = createReferralService({
    db,
    rewardIssued: (merchant, memberId) => events.publish({ type: 'promotions.changed', merchant, memberId }),
  });
  /** A friend's deposit or round may have issued its referrer's reward (migration 0026). */
  const referralProgressed = (merchantCode: string, memberId: number) =>
    background.run('referral: reward news', () => referral.progressed(merchantCode, memberId));
  const accounts = createAccountsService({
    referrals: referral,
    inviteLinks: {
      find: async (merchantId, code) => {
        const link = await agentRepo.findLink(merchantId, code);
        return link ? { id: link.id, agentId: link.agentId, kind: link.kind } : undefined;
      },
    },
    registered: (merchant, member) =>
      background.run('team event: registration', async () => late.agent?.registered(merchant, member)),
    background,
    repo: accountsRepo,
    profileRepo: createProfileRepository(db),
    sms,
    smsProvider,
    captcha,
    mail: options.mailProvider ?? outboxMailProvider(outbox),
    registerRules: (merchantId) => system.registerRules(merchantId),
    isModuleEnabled: (merchantId, modId) => system.isModuleEnabled(merchantId, modId),
    sessionsRevoked: (merchant, memberId) => events.publish({ type: 'session.revoked', merchant, memberId }),
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
  const agentService = createAgentService({
    uplineMoved: (tx, merchant, memberId) => contractService.uplineMoved(tx, merchant, memberId),
    repo: agentRepo,
    registerDownline: async (merchant, body, caller, placement) =>
      (
        await accounts.register(
          merchant,
          'username',
          { ...body, login: false, loginDeviceId: caller.deviceId },
          caller,
          placement,
        )
      ).member,
    revokeSessions: revokeSessionsOf,
    publishTeamEvent: (merchant, agentIds, event) =>
      events.publish({ type: 'team.event', merchant: merchant.code, agentIds, event }),
  });
  late.agent = agentService;
  const walletRepos = { repo: createWalletRepository(db), records: createRecordsRepository(db) };
  const wallet = createWalletService({ db, ...walletRepos, events });
  const promotions = createPromotionsService({
    db,
    changed: (merchant, memberId) => events.publish({ type: 'promotions.changed', merchant, memberId }),
    walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
  });
  const points = createPointsService({
    db,
    walletChanged: (merchantCode, memberId) => events.publishWalletChanged(merchantCode, memberId),
  });
  return {
    protection,
    systemRepo,
    geo,
    keys,
    system,
    gamesRepo,
    games,
    content,
    outbox,
    verificationRepo,
    captcha,
    accountsRepo,
    accounts,
    agentRepo,
    agentService,
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
