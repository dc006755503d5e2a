/**
 * How the descriptor walk calls each promotions endpoint (see walk.ts): as demoplayer, on promotions
 * the operator API creates for the call (open now, every member in the audience), with a bank
 * deposit the operator approves or a settled demo slot round where the state needs one.
 */
import { promotionsEndpoints as e, type EndpointResponse } from '@portal/contracts';
import { bankDeposit } from './payments.examples.js';
import { settledRound } from './seamless.examples.js';
import { walkRequestId } from './wallet.examples.js';
import type { Examples, Walk } from './walk.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** "YYYY-MM-DD HH:mm:ss" of an instant, read in UTC (the window is wide enough for any brand zone). */
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
const DAY = 86_400_000;
const texts = (en: string) => ({ EN: en });

async function createPromotion(walk: Walk, extra: Record<string, unknown>): Promise<number> {
  const created = (await walk.admin('POST', '/admin/promotions', {
    category: 'event',
    audience: { type: 'all' },
    title: texts('Walk promotion'),
    summary: texts('A promotion of the descriptor walk'),
    body: texts('<p>Walk</p>'),
    terms: texts('None'),
    startsAt: stamp(new Date(Date.now() - 2 * DAY)),
    endsAt: stamp(new Date(Date.now() + 30 * DAY)),
    ...extra,
  })) as { value: { id: number } };
  return created.value.id;
}

async function depositApproved(walk: Walk): Promise<void> {
  const order = await bankDeposit(walk);
  await walk.admin('POST', `/admin/deposits/${encodeURIComponent(order.orderId)}/approve`);
}

/** A joined deposit bonus that a deposit has moved to claim. */
async function bonusToClaim(walk: Walk): Promise<number> {
  const id = await createPromotion(walk, {
    kind: 'depositBonus',
    category: 'deposit',
    percent: 100,
    cap: '500.00',
    minDeposit: '10.00',
    turnoverMultiplier: 5,
    // demoplayer has deposited earlier in the walk: a first-deposit bonus would stay closed to it.
    reload: true,
  });
  await walk.call(e.join, { body: { id } });
  await depositApproved(walk);
  // The bonus is earned in the deposit's own credit transaction: the approval's answer follows it.
  const detail = (await walk.call(e.detail, { query: { id } })) as EndpointResponse<typeof e.detail>;
  if (detail.state !== 'claim') throw new Error(`the deposit bonus is ${detail.state}, not claim`);
  return id;
}

/** A joined raffle with a draw earned by a deposit; answers the draw. */
async function draw(walk: Walk) {
  const id = await createPromotion(walk, {
    kind: 'raffle',
    drawEvery: '1.00',
    drawBasis: 'deposits',
    prizes: [{ name: texts('Walk prize'), amount: '1.00', stock: 100, weight: 1 }],
  });
  await walk.call(e.join, { body: { id } });
  await depositApproved(walk);
  return walk.call(e.raffleDraw, { body: { id, requestId: walkRequestId('draw') } });
}

const today = () => new Date().toISOString().slice(0, 10);

export const promotionsExamples: Examples = {
  'promotions.list': (walk) => walk.call(e.list, { query: { category: 'all' } }),
  'promotions.detail': async (walk) => {
    const list = (await walk.call(e.list, { query: { category: 'all' } }, null)) as EndpointResponse<
      typeof e.list
    >;
    const first = list.promotions[0];
    if (!first) throw new Error('no promotion seeded');
    return walk.call(e.detail, { query: { id: first.id } });
  },
  'promotions.join': async (walk) => {
    const id = await createPromotion(walk, {
      kind: 'rebate',
      category: 'rebate',
      percent: 5,
      rebateBasis: 'netLoss',
    });
    return walk.call(e.join, { body: { id } });
  },
  'promotions.apply': async (walk) => {
    const id = await createPromotion(walk, { kind: 'application' });
    return walk.call(e.apply, { body: { id, comment: 'walk application', images: [] } });
  },
  'promotions.claim': async (walk) => {
    const id = await bonusToClaim(walk);
    return walk.call(e.claim, { body: { id, requestId: walkRequestId('promo-claim') } });
  },
  'promotions.raffleDraw': (walk) => draw(walk),
  'promotions.unclaimed': (walk) => walk.call(e.unclaimed, {}),
  'promotions.rewards': (walk) =>
    walk.call(e.rewards, { query: { status: 'waiting', pageNo: 1, pageSize: 20 } }),
  'promotions.claimRewards': async (walk) => {
    await draw(walk);
    return walk.call(e.claimRewards, { body: { requestId: walkRequestId('rewards'), all: true } });
  },
  'promotions.rebateSummary': (walk) => walk.call(e.rebateSummary, {}),
  'promotions.claimRebate': async (walk) => {
    await walk.admin('PUT', '/admin/rebate-rates', {
      minClaim: '0.01',
      rates: [0, 1, 2, 3, 4, 5].flatMap((rankLevel) =>
        ['RNG', 'OTHER'].map((category) => ({ rankLevel, category, vendor: null, rate: '10' })),
      ),
    });
    await settledRound(walk);
    return walk.call(e.claimRebate, { body: { requestId: walkRequestId('rebate') } });
  },
  'promotions.rebateHistory': (walk) =>
    walk.call(e.rebateHistory, { query: { startDate: today(), endDate: today(), pageNo: 1, pageSize: 20 } }),
};
