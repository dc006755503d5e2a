/**
 * The platform's scheduled work, started when the app is ready and stopped before it closes. Every
 * job is safe with several platform processes (each says why), and each is a decoration that the
 * tests drive (`app.rewardExpiry.runOnce()`...).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from './app.services.js';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { createBetOutboxJob } from './jobs/bet-outbox.js';
import { createContractSettlementJob } from './jobs/contract-settlement.js';
import { createPeriodicJob } from './jobs/periodic-job.js';
import { startPurgeJob } from './jobs/purge-expired.js';
import { createSandboxCallbacksJob } from './jobs/sandbox-callbacks.js';
import { startTransferRecheck } from './jobs/transfer-recheck.js';
import { createWithdrawAutoReceiveJob } from './jobs/withdraw-auto-receive.js';

/** A job as buildApp runs it: started on ready unless its interval switches it off, stopped first. */
interface Job {
  start(): void;
  stop(): Promise<void>;
}

export function registerJobs(app: FastifyInstance, s: Services, config: Config, handle: DbHandle): void {
  const { events } = app;
  const run = (job: Job, enabled = true) => {
    app.addHook('onReady', async () => {
      if (enabled) job.start();
    });
    app.addHook('preClose', () => job.stop());
  };

  // Waiting rewards past their `expires_at` expire when the time passes, and their members hear of
  // it (promotions.changed). The update is guarded by status = 'waiting'.
  const rewardExpiry = createPeriodicJob({
    name: 'reward-expiry',
    pass: () => s.promotions.rewards.expireDueRewards(),
    intervalMs: Math.max(config.rewardExpiryJobIntervalMs, 10),
    log: app.log,
  });
  app.decorate('rewardExpiry', rewardExpiry);
  run(rewardExpiry, config.rewardExpiryJobIntervalMs > 0);

  // The contract feed's publisher: numbers committed contract events and tells their parties'
  // gateways (contracts.changed). Kicked after every change made through this process; the
  // interval catches the rest (another process, a job).
  const contractFeed = createPeriodicJob({
    name: 'contract-feed',
    pass: async () => {
      const published = await s.contractRepo.events.publishPending();
      for (const p of published) events.publish({ type: 'contracts.changed', ...p });
      return published.length;
    },
    intervalMs: Math.max(config.contractFeedIntervalMs, 10),
    log: app.log,
    rerunIfBusy: true,
  });
  app.decorate('contractFeed', contractFeed);
  run(contractFeed, config.contractFeedIntervalMs > 0);

  // The bet outbox (ADR 0024): what a round's play moves besides the money (rollups, active days,
  // points, referral and mission progress), applied in batches. The members whose play was counted
  // hear of it as after a bet (wallet.changed: their pages re-read missions, rewards and points), a
  // referrer whose friend's reward was issued as after a deposit (promotions.changed: the reward
  // centre's badge). Batches take their rows FOR UPDATE SKIP LOCKED: several processes share the work.
  const betOutbox = createBetOutboxJob({
    db: handle.db,
    batch: config.betOutboxBatch,
    intervalMs: config.betOutboxIntervalMs,
    log: app.log,
    applied: (batch) => {
      for (const m of batch.counted) events.publishWalletChanged(m.merchantCode, m.memberId);
      for (const r of batch.rewarded) {
        events.publish({ type: 'promotions.changed', merchant: r.merchantCode, memberId: r.memberId });
      }
    },
  });
  app.decorate('betOutbox', betOutbox);
  run(betOutbox, config.betOutboxIntervalMs > 0);

  // Agent contracts: closed periods settled and unpaid ones swept (ADR 0009). The settlement's
  // unique key decides who settles a period; its figures are read after the outbox is applied.
  const contractSettlement = createContractSettlementJob({
    settlement: s.contractSettlement,
    intervalMs: config.contractSettlementJobIntervalMs,
    log: app.log,
    catchUp: () => betOutbox.drain(),
  });
  app.decorate('contractSettlement', contractSettlement);
  run(contractSettlement, config.contractSettlementJobIntervalMs > 0);

  // Wallet transfers left pending are asked again (runs from creation: it needs no route).
  const transferRecheck = startTransferRecheck({
    recheckDue: () => s.wallet.transfers.recheckDue(),
    intervalMs: 2_000,
    log: app.log,
  });
  app.decorate('transferRecheck', transferRecheck);
  app.addHook('preClose', () => transferRecheck.stop());

  // The sandbox provider's callbacks (a pass calls the platform's own route: after ready) and the
  // withdrawals whose receipt window ended.
  const sandboxCallbacks = createSandboxCallbacksJob({
    deliverDue: () => s.payments.provider.deliverDue(),
    intervalMs: config.paymentJobIntervalMs,
    log: app.log,
  });
  app.decorate('sandboxCallbacks', sandboxCallbacks);
  run(sandboxCallbacks);
  const withdrawAutoReceive = createWithdrawAutoReceiveJob({
    autoReceiveDue: () => s.payments.withdrawals.autoReceiveDue(),
    intervalMs: config.paymentJobIntervalMs,
    log: app.log,
  });
  app.decorate('withdrawAutoReceive', withdrawAutoReceive);
  run(withdrawAutoReceive);

  // Expired captchas, codes and sessions are deleted hourly (the limits only read recent rows).
  const stopPurge =
    config.nodeEnv === 'test' ? async () => undefined : startPurgeJob(handle.db, 60 * 60_000, app.log);
  app.addHook('onClose', () => stopPurge());
}
