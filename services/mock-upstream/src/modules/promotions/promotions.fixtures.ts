/** Helpers of the promotions tests: a service with a clock of its own, promotions, play. */
import type { AppError } from '../../lib/errors.js';
import { adminHeaders, json, type TestApp } from '../../test/app.js';
import { settleRound, type TestMember } from '../../test/wallet.js';
import type { AdminPromotionInput } from './promotions.admin.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { createPromotionsService } from './promotions.service.js';
import { merchantById } from '../payments/payments.common.js';
import { members } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../lib/time.js';

const DAY = 86_400_000;

export function clockedService(t: TestApp) {
  const clock = { offset: 0 };
  const events: { memberId: number | null }[] = [];
  const service = createPromotionsService({
    repo: createPromotionsRepository(t.app.db),
    changed: (_m, memberId) => events.push({ memberId }),
    walletChanged: () => undefined,
    now: () => new Date(Date.now() + clock.offset),
  });
  return { service, clock, events };
}

export async function merchantOf(t: TestApp) {
  const [demo] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
  return merchantById(t.app.db, demo?.merchantId ?? 1);
}

export async function memberRowOf(t: TestApp, m: TestMember) {
  const [row] = await t.app.db.select().from(members).where(eq(members.id, m.id));
  if (!row) throw new Error('member missing');
  return row;
}

export function promotionInput(
  timeZone: string,
  extra: Partial<AdminPromotionInput> & Pick<AdminPromotionInput, 'kind'>,
  days: { start: number; end: number } = { start: -1, end: 10 },
): AdminPromotionInput {
  return {
    category: 'event',
    audience: { type: 'all' },
    title: { EN: `Test ${extra.kind}`, VI: 'Thử', CN: '测试' },
    summary: { EN: 's' },
    body: { EN: '<p>b</p>' },
    terms: { EN: 't' },
    bannerUrl: null,
    startsAt: formatDateTime(new Date(Date.now() + days.start * DAY), timeZone),
    endsAt: formatDateTime(new Date(Date.now() + days.end * DAY), timeZone),
    percent: null,
    cap: null,
    minDeposit: null,
    reload: false,
    turnoverMultiplier: 1,
    rebateBasis: null,
    prizes: null,
    drawEvery: null,
    drawBasis: null,
    ...extra,
  };
}

let rounds = 0;
/** One settled round of `bet` (winning `win`) for the member, through the seamless wallet. */
export async function play(t: TestApp, m: TestMember, bet: string, win: string) {
  await settleRound(t.app, t.config.seamlessSecret, m.account, {
    id: `promo-${process.pid}-${m.id}-${++rounds}`,
    bet,
    win,
    vendor: 'PROMO',
    game: 'g',
  });
}

/** The error code a service call refused with ('OK' when it did not). */
export async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'OK';
  } catch (err) {
    return (err as AppError).code ?? String(err);
  }
}

export async function admin(t: TestApp, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: adminHeaders, payload: payload as never });
  return { status: res.statusCode, body: json(res) as { value?: unknown; errorCode?: string } };
}
