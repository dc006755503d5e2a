/**
 * The promotions part of the fake platform, registered from `promotionsEndpoints`: one
 * list of promotions whose member state is the same for every member (a visitor sees null), the
 * actions moving that state, waiting rewards, a rebate summary and the bodies the actions carried.
 */
import {
  fromMinor,
  promotionsEndpoints,
  toMinor,
  type PromotionDetail,
  type PromotionState,
  type Reward,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FakeAccountsState } from './fake-accounts.js';
import { fakeFail, fakeRoute } from './fake-route.js';

export interface FakePromotionsState {
  promotions: PromotionDetail[];
  rewards: Reward[];
  rebateTotal: string;
  /** Action bodies received, oldest first. */
  actions: { path: string; account: string; body: unknown }[];
}

export function fakePromotion(
  id: number,
  state: PromotionState | null,
  over: Partial<PromotionDetail> = {},
): PromotionDetail {
  return {
    id,
    kind: 'depositBonus',
    category: 'deposit',
    title: `Promotion ${id}`,
    summary: 'Summary',
    bannerUrl: null,
    startsAt: '2026-01-01 00:00:00',
    endsAt: '2026-12-31 23:59:59',
    state,
    reward: '10.00',
    body: '<p>Body</p>',
    terms: '<p>Terms</p>',
    progress: null,
    percent: 100,
    cap: '100.00',
    minDeposit: '10.00',
    turnoverMultiplier: 1,
    prizes: null,
    drawsLeft: null,
    application: null,
    ...over,
  };
}

export function newPromotionsState(): FakePromotionsState {
  return {
    promotions: [
      fakePromotion(1, 'join'),
      fakePromotion(2, 'claim'),
      fakePromotion(3, 'join', {
        kind: 'raffle',
        category: 'event',
        prizes: [{ id: 1, name: 'Ten', amount: '10.00', remaining: 5 }],
        drawsLeft: 1,
      }),
    ],
    rewards: [
      {
        id: 1,
        source: 'promotion',
        title: 'Bonus',
        amount: '5.00',
        turnover: '5.00',
        issuedAt: '2026-01-02 00:00:00',
        expiresAt: null,
        status: 'waiting',
        claimedAt: null,
        promotionId: 2,
      },
    ],
    rebateTotal: '3.20',
    actions: [],
  };
}

export function registerFakePromotions(
  app: FastifyInstance,
  state: FakePromotionsState,
  accounts: FakeAccountsState,
) {
  const e = promotionsEndpoints;
  const accountOf = (req: FastifyRequest) => accounts.tokens.get(String(req.headers.authorization ?? ''));
  const notSession = (reply: FastifyReply) => fakeFail(reply, 401, 'login.not.session');
  const card = ({
    body: _b,
    terms: _t,
    progress: _p,
    percent: _pc,
    cap: _c,
    minDeposit: _m,
    turnoverMultiplier: _tm,
    prizes: _pz,
    drawsLeft: _d,
    application: _a,
    ...c
  }: PromotionDetail) => c;
  const act =
    (path: string, next: (p: PromotionDetail) => PromotionState | null) =>
    (req: FastifyRequest, reply: FastifyReply) => {
      const account = accountOf(req);
      if (!account) return notSession(reply);
      const body = req.body as { id: number };
      state.actions.push({ path, account, body });
      const promotion = state.promotions.find((p) => p.id === body.id);
      if (!promotion) return fakeFail(reply, 404, 'PROMOTION_NOT_FOUND');
      const to = next(promotion);
      if (!to) return fakeFail(reply, 409, 'PROMOTION_STATE_INVALID');
      promotion.state = to;
      return { id: promotion.id, state: to, amount: to === 'claimed' ? promotion.reward : null };
    };

  fakeRoute(app, e.list, (req) => {
    const member = accountOf(req) !== undefined;
    return {
      categories: ['all' as const, 'deposit' as const, 'event' as const],
      promotions: state.promotions.map((p) => ({ ...card(p), state: member ? p.state : null })),
    };
  });
  fakeRoute(app, e.detail, (req, reply) => {
    const id = Number((req.query as { id?: string }).id);
    const promotion = state.promotions.find((p) => p.id === id);
    if (!promotion) return fakeFail(reply, 404, 'PROMOTION_NOT_FOUND');
    return { ...promotion, state: accountOf(req) ? promotion.state : null };
  });
  fakeRoute(
    app,
    e.join,
    act('join', (p) => (p.state === 'join' ? 'joined' : null)),
  );
  fakeRoute(
    app,
    e.apply,
    act('apply', (p) => (p.state === 'join' || p.state === 'rejected' ? 'applying' : null)),
  );
  fakeRoute(
    app,
    e.claim,
    act('claim', (p) => (p.state === 'claim' ? 'claimed' : null)),
  );
  fakeRoute(app, e.raffleDraw, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    const body = req.body as { id: number; requestId: string };
    state.actions.push({ path: 'raffle', account, body });
    const promotion = state.promotions.find((p) => p.id === body.id);
    if (!promotion?.prizes) return fakeFail(reply, 404, 'PROMOTION_NOT_FOUND');
    if (!promotion.drawsLeft) return fakeFail(reply, 409, 'RAFFLE_NO_DRAWS');
    promotion.drawsLeft -= 1;
    const { remaining: _r, ...prize } = promotion.prizes[0]!;
    return {
      drawId: `d-${body.requestId}`,
      prize,
      drawsLeft: promotion.drawsLeft,
      seedHash: 'abc',
      nonce: 1,
    };
  });
  fakeRoute(app, e.unclaimed, (req, reply) => {
    if (!accountOf(req)) return notSession(reply);
    return {
      promotions: state.promotions.filter((p) => p.state === 'join' || p.state === 'claim').length,
      rewards: state.rewards.filter((r) => r.status === 'waiting').length,
    };
  });
  fakeRoute(app, e.rewards, (req, reply) => {
    if (!accountOf(req)) return notSession(reply);
    const { status = 'waiting' } = req.query as { status?: string };
    const list = state.rewards.filter((r) => (status === 'waiting') === (r.status === 'waiting'));
    return { list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 };
  });
  fakeRoute(app, e.claimRewards, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    const body = req.body as { rewardId?: number; all?: boolean };
    state.actions.push({ path: 'claimRewards', account, body });
    const claimed = state.rewards.filter(
      (r) => r.status === 'waiting' && (body.all || r.id === body.rewardId),
    );
    if (claimed.length === 0) return fakeFail(reply, 409, 'NOTHING_TO_CLAIM');
    for (const r of claimed) Object.assign(r, { status: 'claimed', claimedAt: '2026-01-03 00:00:00' });
    const total = claimed.reduce((sum, r) => sum + toMinor(r.amount, 2), 0n);
    return { claimed, total: fromMinor(total, 2) };
  });
  fakeRoute(app, e.rebateSummary, (req, reply) => {
    if (!accountOf(req)) return notSession(reply);
    return {
      rankLevel: 1,
      rates: [{ category: 'RNG', vendor: null, rate: '0.8' }],
      accrued: [
        { category: 'RNG', vendor: 'DEMO', validBets: '400.00', rate: '0.8', amount: state.rebateTotal },
      ],
      total: state.rebateTotal,
      minClaim: '1.00',
      lastClaimAt: null,
    };
  });
  fakeRoute(app, e.claimRebate, (req, reply) => {
    const account = accountOf(req);
    if (!account) return notSession(reply);
    state.actions.push({ path: 'claimRebate', account, body: req.body });
    if (Number(state.rebateTotal) < 1) return fakeFail(reply, 409, 'REBATE_BELOW_MINIMUM');
    const amount = state.rebateTotal;
    state.rebateTotal = '0.00';
    return { claimId: 'c1', amount, claimedAt: '2026-01-03 00:00:00' };
  });
  fakeRoute(app, e.rebateHistory, (req, reply) => {
    if (!accountOf(req)) return notSession(reply);
    return { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 };
  });
}
