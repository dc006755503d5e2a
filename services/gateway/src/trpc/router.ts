import { agentRouter } from '../features/agent/agent.router.js';
import { agentContractRouter } from '../features/agent-contract/agent-contract.router.js';
import { authRouter } from '../features/accounts/auth.router.js';
import { memberRouter } from '../features/accounts/member.router.js';
import { profileRouter } from '../features/accounts/profile.router.js';
import { passkeysRouter } from '../features/accounts/passkeys.router.js';
import { contentRouter } from '../features/content/content.router.js';
import { disputesRouter } from '../features/games/disputes.router.js';
import { gamesRouter } from '../features/games/games.router.js';
import { jackpotRouter } from '../features/content/jackpot.router.js';
import { lotteryRouter } from '../features/lottery/lottery.router.js';
import { fairnessRouter } from '../features/fairness/fairness.router.js';
import { pvpRouter } from '../features/pvp/pvp.router.js';
import { feedbackRouter, messagesRouter } from '../features/messages/messages.router.js';
import { missionsRouter } from '../features/missions/missions.router.js';
import { pointsRouter } from '../features/points/points.router.js';
import { promotionsRouter } from '../features/promotions/promotions.router.js';
import { protectionRouter } from '../features/protection/protection.router.js';
import { pushRouter } from '../features/push/push.router.js';
import { referralRouter } from '../features/referral/referral.router.js';
import { depositRouter, ordersRouter, withdrawRouter } from '../features/payments/payments.router.js';
import { sessionRouter } from '../features/session/session.router.js';
import { supportRouter } from '../features/support/support.router.js';
import { systemRouter } from '../features/system/system.router.js';
import { agentTransferRouter } from '../features/wallet/agent-transfer.router.js';
import { recordsRouter } from '../features/wallet/records.router.js';
import { walletRouter } from '../features/wallet/wallet.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  system: systemRouter,
  content: contentRouter,
  games: gamesRouter,
  disputes: disputesRouter,
  lottery: lotteryRouter,
  jackpot: jackpotRouter,
  session: sessionRouter,
  auth: authRouter,
  member: memberRouter,
  wallet: walletRouter,
  deposit: depositRouter,
  withdraw: withdrawRouter,
  orders: ordersRouter,
  agentTransfer: agentTransferRouter,
  agent: agentRouter,
  agentContract: agentContractRouter,
  records: recordsRouter,
  messages: messagesRouter,
  feedback: feedbackRouter,
  support: supportRouter,
  promotions: promotionsRouter,
  points: pointsRouter,
  missions: missionsRouter,
  profile: profileRouter,
  passkeys: passkeysRouter,
  fairness: fairnessRouter,
  pvp: pvpRouter,
  protection: protectionRouter,
  push: pushRouter,
  referral: referralRouter,
});

/** The web imports this type only (import type), never the router's code. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
