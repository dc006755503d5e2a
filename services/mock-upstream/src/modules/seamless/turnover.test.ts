import {
  envelope,
  paymentsEndpoints,
  SeamlessResultSchema,
  WithdrawInfoSchema,
  type UpstreamEvent,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberTurnover } from '../../db/schema/index.js';
import { rsaKey } from '../../test/accounts.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import {
  call,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  type TestMember,
} from '../../test/wallet.js';
import { signLaunchTicket, type LaunchTicket } from '../demo-vendor/demo-vendor.ticket.js';
import { signedSeamlessRequest } from './seamless.service.js';

/**
 * The withdrawal turnover follows play: a settled round's valid bet (its stake as settled) counts
 * towards the requirement once, in the settlement's own statement; an open or rolled-back round
 * and free play never count. Run on PostgreSQL (DATABASE_URL) for the concurrency cases to mean
 * anything: PGlite runs one transaction at a time.
 */
let t: TestApp;
let key: Awaited<ReturnType<typeof rsaKey>>;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

/** A member with `balance` to play and a turnover requirement of `required` (a bonus at 1x). */
async function player(required: string, balance = '0.00'): Promise<TestMember> {
  const m = await createMember(t.app, key, { prefix: 'tv' });
  if (balance !== '0.00') await fund(t.app, m.account, balance);
  if (required !== '0.00') {
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/members/${m.account}/bonus`,
      headers: adminHeaders,
      payload: {
        requestId: nextRequestId('req'),
        amount: required,
        bonusType: 'TEST',
        turnoverMultiplier: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return m;
}

async function turnover(m: TestMember) {
  const res = await call(t.app, m.token, 'GET', paymentsEndpoints.withdrawInfo.path);
  const info = envelope(WithdrawInfoSchema).parse(json(res)).value;
  return { required: info.turnoverRequired, done: info.turnoverDone };
}

function send(kind: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) {
  return t.app.inject(signedSeamlessRequest(t.config.seamlessSecret, kind, { vendor: 'DEMO', ...body }));
}

async function ok(kind: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) {
  const res = await send(kind, body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SeamlessResultSchema).parse(json(res)).value;
}

const debit = (m: TestMember, roundId: string, amount: string, txId = nextId('d')) =>
  ok('debit', { account: m.account, txId, roundId, gameCode: 'DEMOSLOT', amount });
const credit = (m: TestMember, roundId: string, amount: string, txId = nextId('c')) =>
  ok('credit', { account: m.account, txId, roundId, gameCode: 'DEMOSLOT', amount });

function ticketFor(m: TestMember, over: Partial<LaunchTicket> = {}): string {
  return signLaunchTicket(t.config.seamlessSecret, {
    m: t.config.merchantCode,
    a: m.account,
    v: 'DEMO',
    g: 'DEMOSLOT',
    t: 1,
    l: 'en',
    e: Date.now() + 60_000,
    n: nextId('n'),
    ...over,
  });
}

async function spin(ticket: string, bet: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/demo-vendor/api/slot/spin',
    payload: { ticket, bet, spinId: nextId('spin') },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('withdrawal turnover from play', () => {
  it('counts each demo slot spin as it settles, win or loss, and never free play', async () => {
    const m = await player('110.00', '50.00');
    expect(await turnover(m)).toEqual({ required: '110.00', done: '0.00' });
    const real = ticketFor(m);
    for (const bet of ['10.00', '10.00', '4.00', '2.00', '1.00']) await spin(real, bet);
    expect(await turnover(m)).toEqual({ required: '110.00', done: '27.00' });
    const free = ticketFor(m, { t: 0 });
    await spin(free, '20.00');
    expect(await turnover(m)).toEqual({ required: '110.00', done: '27.00' });
  });

  it('counts a round when it settles, not when it is bet, and a 0.00 credit settles it', async () => {
    const m = await player('10.00', '20.00');
    const round = nextId('r');
    await debit(m, round, '2.00');
    await debit(m, round, '1.50');
    expect((await turnover(m)).done).toBe('0.00');
    const events: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => events.push(e));
    try {
      await credit(m, round, '0.00');
    } finally {
      stop();
    }
    expect((await turnover(m)).done).toBe('3.50');
    // A lost round moves no money, yet the withdraw page must hear that its turnover moved.
    expect(events).toContainEqual({
      type: 'wallet.changed',
      merchant: t.config.merchantCode,
      memberId: m.id,
    });
  });

  it('never counts a rolled-back round, and counts only what is left of a partly rolled-back one', async () => {
    const m = await player('10.00', '20.00');
    const gone = nextId('r');
    const gonebet = nextId('d');
    await debit(m, gone, '4.00', gonebet);
    await ok('rollback', { account: m.account, txId: nextId('rb'), roundId: gone, refTxId: gonebet });
    const late = await send('credit', {
      account: m.account,
      txId: nextId('c'),
      roundId: gone,
      gameCode: 'DEMOSLOT',
      amount: '0.00',
    });
    expect(json(late)).toMatchObject({ success: false, errorCode: 'ROUND_CLOSED' });
    expect((await turnover(m)).done).toBe('0.00');

    const part = nextId('r');
    const first = nextId('d');
    await debit(m, part, '2.00', first);
    await debit(m, part, '3.00');
    await ok('rollback', { account: m.account, txId: nextId('rb'), roundId: part, refTxId: first });
    await credit(m, part, '1.00');
    expect((await turnover(m)).done).toBe('3.00');
  });

  it('counts a replayed credit once', async () => {
    const m = await player('10.00', '20.00');
    const round = nextId('r');
    await debit(m, round, '2.00');
    const txId = nextId('c');
    await credit(m, round, '0.50', txId);
    const again = await credit(m, round, '0.50', txId);
    expect(again.replayed).toBe(true);
    await credit(m, round, '0.50', txId);
    expect((await turnover(m)).done).toBe('2.00');
  });

  it('counts a round once when 50 credits of it arrive at once, with one txId or with many', async () => {
    const m = await player('100.00', '50.00');
    const one = nextId('r');
    await debit(m, one, '2.00');
    const txId = nextId('c');
    const same = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('credit', { account: m.account, txId, roundId: one, gameCode: 'DEMOSLOT', amount: '0.00' }),
      ),
    );
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect((await turnover(m)).done).toBe('2.00');

    const many = nextId('r');
    await debit(m, many, '5.00');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('credit', {
          account: m.account,
          txId: nextId('c'),
          roundId: many,
          gameCode: 'DEMOSLOT',
          amount: '1.00',
        }),
      ),
    );
    const codes = answers.map((r) => (json(r) as { success: boolean; errorCode?: string }).errorCode ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'ROUND_CLOSED')).toBe(true);
    expect((await turnover(m)).done).toBe('7.00');
  });

  it('stops at the requirement: play beyond it is not banked for a later deposit', async () => {
    const m = await player('3.00', '20.00');
    const round = nextId('r');
    await debit(m, round, '5.00');
    await credit(m, round, '0.00');
    expect(await turnover(m)).toEqual({ required: '3.00', done: '3.00' });

    const free = await player('0.00', '20.00');
    const other = nextId('r');
    await debit(free, other, '5.00');
    await credit(free, other, '0.00');
    expect(await turnover(free)).toEqual({ required: '0.00', done: '0.00' });
    const [row] = await t.app.db.select().from(memberTurnover).where(eq(memberTurnover.memberId, free.id));
    expect(row?.doneMinor ?? 0n).toBe(0n);
  });
});
