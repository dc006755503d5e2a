/** The conformance cases: one per subscription procedure the web uses (see socket-server.conformance.test-setup.ts). */
import { CONTRACT_KINDS } from '@portal/contracts';
import { expect } from 'vitest';
import {
  JACKPOT_STEP_MS,
  jackpotOfStep,
  jackpotStepAt,
  type JackpotTick,
} from '../features/content/jackpot.service.js';
import { deliver } from '../test/fake-messages.js';
import { emitEvent } from '../test/fake-wallet.js';
import * as fx from '../test/fixtures.js';
import { MEMBER, type Case, up, app, anotherVisitorLoads } from './socket-server.conformance.test-setup.js';

export const cases: Case[] = [
  {
    path: 'jackpot.onValue',
    member: false,
    subscribe: (client, h) => client.jackpot.onValue.subscribe(undefined, h),
    read: (caller) => caller.jackpot.onValue(),
    // The clock moves it: a new value every JACKPOT_STEP_MS.
    change: async () => undefined,
    expectCurrent(value, now) {
      const rule = app.services.config.jackpot;
      const tick = value as JackpotTick;
      expect(tick).toEqual(jackpotOfStep(rule, jackpotStepAt(rule, Date.parse(tick.at))));
      // Read a moment later, the procedure is at the same step or the next one.
      const behind = Date.parse((now as JackpotTick).at) - Date.parse(tick.at);
      expect(behind === 0 || behind === JACKPOT_STEP_MS).toBe(true);
    },
  },
  {
    path: 'content.onWinners',
    member: false,
    subscribe: (client, h) => client.content.onWinners.subscribe(undefined, h),
    read: (caller) => caller.content.onWinners(),
    change: async () => {
      const newest = Math.max(...up.state.winners.map((w) => w.id)) + 1;
      up.state.winners = [fx.winner(newest), ...up.state.winners];
      emitEvent(up.state.wallet, { type: 'winners.changed', merchant: 'demo' });
    },
    query: (client) => client.content.winners.query(),
  },
  {
    path: 'system.onStatus',
    member: false,
    subscribe: (client, h) => client.system.onStatus.subscribe(undefined, h),
    read: (caller) => caller.system.onStatus(),
    change: async () => {
      const maintenance = !up.state.status.maintenance;
      up.state.status = fx.statusValue(maintenance ? { maintenance, maintenanceMessage: 'Back soon' } : {});
      await anotherVisitorLoads();
    },
    query: async (client) => {
      const { status, maintenanceMessage, maintenanceUntil } = await client.system.bootstrap.query();
      return { status, maintenanceMessage, maintenanceUntil };
    },
  },
  {
    path: 'wallet.onBalance',
    member: true,
    subscribe: (client, h) => client.wallet.onBalance.subscribe(undefined, h),
    read: (caller) => caller.wallet.onBalance(),
    change: async () => {
      changeBalanceQuietly();
      emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: changeBalanceQuietly,
    query: (client) => client.member.balance.query(),
  },
  {
    path: 'games.onPlaySession',
    member: true,
    subscribe: (client, h) => client.games.onPlaySession.subscribe(undefined, h),
    read: (caller) => caller.games.onPlaySession(),
    change: async () => {
      changePlaySessionQuietly();
      emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: changePlaySessionQuietly,
  },
  {
    path: 'messages.onUnread',
    member: true,
    subscribe: (client, h) => client.messages.onUnread.subscribe(undefined, h),
    read: (caller) => caller.messages.onUnread(),
    change: async () => {
      deliver(up.state.messages, MEMBER.account, 'News');
      emitEvent(up.state.wallet, { type: 'messages.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: () => deliver(up.state.messages, MEMBER.account, 'Quiet news'),
    query: (client) => client.messages.unreadCount.query(),
  },
  {
    path: 'promotions.onChanged',
    member: true,
    subscribe: (client, h) => client.promotions.onChanged.subscribe(undefined, h),
    read: (caller) => caller.promotions.onChanged(),
    change: async () => {
      addWaitingReward();
      emitEvent(up.state.wallet, { type: 'promotions.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: addWaitingReward,
    query: (client) => client.promotions.unclaimed.query(),
  },
  {
    path: 'orders.onChanged',
    member: true,
    subscribe: (client, h) => client.orders.onChanged.subscribe(undefined, h),
    read: (caller) => caller.orders.onChanged(),
    change: async () => {
      emitEvent(up.state.wallet, {
        type: 'orders.changed',
        merchant: 'demo',
        memberId: MEMBER.memberId,
        kind: 'withdraw',
      });
    },
    // Hints, not a value: it starts with "read every order now", then says which kind changed.
    expectCurrent(value, now) {
      expect(now).toEqual({ kind: 'all' });
      expect(['all', 'withdraw']).toContain((value as { kind: string }).kind);
    },
  },
  {
    path: 'agentContract.onReceived',
    member: true,
    subscribe: (client, h) => client.agentContract.onReceived.subscribe(undefined, h),
    read: (caller) => caller.agentContract.onReceived(),
    change: async () => {
      addReceivedOffer();
      emitEvent(up.state.wallet, {
        type: 'contracts.changed',
        merchant: 'demo',
        memberIds: [MEMBER.memberId],
      });
    },
    changeQuietly: addReceivedOffer,
    query: (client) => client.agentContract.received.query(),
  },
  {
    path: 'agent.onTeamEvent',
    member: true,
    subscribe: (client, h) => client.agent.onTeamEvent.subscribe(undefined, h),
    read: (caller) => caller.agent.onTeamEvent(),
    change: async () => {
      teamEvents += 1;
      emitEvent(up.state.wallet, {
        type: 'team.event',
        merchant: 'demo',
        agentIds: [MEMBER.memberId],
        event: {
          kind: 'registration',
          account: `kid${teamEvents}`,
          amount: null,
          at: new Date().toISOString(),
        },
      });
    },
    // A feed of events, not a value: it starts with "re-read now" and then pushes each event.
    expectCurrent(value, now) {
      expect(now).toEqual({ type: 'resync' });
      const item = value as { type: string; event?: { kind: string } };
      expect(item.type === 'resync' || (item.type === 'event' && item.event?.kind === 'registration')).toBe(
        true,
      );
    },
  },
  {
    path: 'agentContract.onFeed',
    member: true,
    subscribe: (client, h) => client.agentContract.onFeed.subscribe(undefined, h),
    read: (caller) => caller.agentContract.onFeed(),
    change: async () => {
      const feed = up.state.agent.contractFeed;
      const seq = (feed.at(-1)?.seq ?? 0) + 1;
      feed.push({
        seq,
        id: seq,
        kind: 'dailyWages',
        event: 'offered',
        upline: MEMBER.account,
        downline: 'alice',
        actor: MEMBER.account,
        actorRole: 'upline',
        at: new Date().toISOString(),
        offerId: seq,
        contractId: null,
        tiersBefore: null,
        tiersAfter: null,
        period: 'daily',
        endReason: null,
        endsAt: null,
        settlement: null,
      });
      emitEvent(up.state.wallet, {
        type: 'contracts.changed',
        merchant: 'demo',
        memberIds: [MEMBER.memberId],
      });
    },
    // Events tracked by seq: it starts with `ready` at the cursor, then pushes each event once.
    expectCurrent(value, now) {
      const item = value as { id: string; data: { type: string } };
      expect(['ready', 'event']).toContain(item.data.type);
      expect(item.id).toMatch(/^\d+$/);
      expect(now).toBeTruthy();
    },
  },
];

/** One more reward waiting in alice's reward centre (the fake's rewards are everybody's). */
export function addWaitingReward(): void {
  const rewards = up.state.promotions.rewards;
  const first = rewards[0];
  if (first) rewards.push({ ...first, id: rewards.length + 1, status: 'waiting' });
}

/** One more offer waiting for agent1's answer (a kind of its own each time). */
export function addReceivedOffer(): void {
  const offers = up.state.agent.receivedOffers;
  const id = offers.length + 1;
  offers.push({
    id,
    action: 'new',
    kind: CONTRACT_KINDS[id % CONTRACT_KINDS.length] ?? 'dividend',
    upline: 'bigboss',
    downline: MEMBER.account,
    period: null,
    tiers: null,
    maxProportion: null,
    contractId: null,
    status: 'pending',
    createdAt: new Date().toISOString(),
    decidedAt: null,
  });
}

export let teamEvents = 0;

export function changeBalanceQuietly(): void {
  const cents = Math.round(Number(up.state.wallet.mainBalance.get(MEMBER.account) ?? '12.50') * 100) + 101;
  up.state.wallet.mainBalance.set(MEMBER.account, (cents / 100).toFixed(2));
}

/** One more round of the member's play session, bet 1.00 and lost, told to nobody. */
export function changePlaySessionQuietly(): void {
  const sessions = up.state.games.playSessions;
  const now = sessions.get(MEMBER.account);
  const rounds = (now?.rounds ?? 0) + 1;
  sessions.set(MEMBER.account, {
    startedAt: '2026-01-01T00:00:00.000Z',
    rounds,
    bet: `${rounds}.00`,
    win: '0.00',
    net: `-${rounds}.00`,
    turnoverRemaining: '0.00',
  });
}

export const caseOf = (path: string): Case => {
  const found = cases.find((c) => c.path === path);
  if (!found) throw new Error(`no case for ${path}`);
  return found;
};
