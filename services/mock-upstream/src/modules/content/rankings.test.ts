import {
  ErrorEnvelopeSchema,
  MAIN_WALLET_ID,
  RANKING_SIZE,
  RankingSchema,
  envelope,
  maskCustomerName,
  type RankingKind,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants } from '../../db/schema/index.js';
import { RANKING_ACCOUNTS } from '../../db/seed/rankings.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { checkLedger } from '../ledger/ledger.invariants.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import { createSeamlessRepository } from '../seamless/seamless.repository.js';
import { monthOf, rankTotals } from './rankings.service.js';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp();
  const [m] = await t.app.db.select().from(merchants).orderBy(merchants.id).limit(1);
  merchantId = m!.id;
});
afterAll(async () => {
  await t?.close();
});

const ranking = async (kind: RankingKind, limitNum?: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/CMS_rankList?kind=${kind}${limitNum ? `&limitNum=${limitNum}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return { body: res.body, value: envelope(RankingSchema).parse(json(res)).value };
};

async function newMember(account: string, type = 3): Promise<number> {
  const [template] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
  const [row] = await t.app.db
    .insert(members)
    .values({ merchantId, account, passwordHash: template!.passwordHash, type, nickname: account })
    .returning({ id: members.id });
  return row!.id;
}

const move = (memberId: number, key: string, type: 'DEPOSIT' | 'BET' | 'REFUND', minor: bigint) =>
  postTransaction(t.app.db, {
    merchantId,
    currency: 'USD',
    source: 'rank-test',
    idempotencyKey: key,
    type,
    memberId,
    reference: key,
    postings:
      type === 'BET'
        ? [
            { account: player(memberId, MAIN_WALLET_ID), amount: -minor },
            { account: system('HOUSE'), amount: minor },
          ]
        : [
            { account: system(type === 'DEPOSIT' ? 'PAYMENT_CLEARING' : 'HOUSE'), amount: -minor },
            { account: player(memberId, MAIN_WALLET_ID), amount: minor },
          ],
  });

describe('rankTotals', () => {
  it('gives equal totals one rank and skips the places they take (1, 2, 2, 4)', () => {
    const entries = rankTotals(
      [
        { account: 'alphaone', total: 90_000n },
        { account: 'bravotwo', total: 50_000n },
        { account: 'charlie3', total: 50_000n },
        { account: 'deltafour', total: 12_345n },
        { account: 'echo', total: 12_345n },
        { account: 'foxtrot6', total: 1n },
      ],
      { currencyDecimals: 2 },
    );
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 2, 4, 4, 6]);
    expect(entries.map((e) => e.amount)).toEqual(['900.00', '500.00', '500.00', '123.45', '123.45', '0.01']);
    expect(entries.map((e) => e.customerName)).toEqual([
      'al***ne',
      'br***wo',
      'ch***e3',
      'de***ur',
      'e***',
      'fo***t6',
    ]);
    expect(rankTotals([], { currencyDecimals: 2 })).toEqual([]);
  });

  it('formats amounts with the currency decimals, without floats', () => {
    expect(
      rankTotals([{ account: 'vndplayer', total: 123_456_789_012_345_678n }], { currencyDecimals: 0 })[0]
        ?.amount,
    ).toBe('123456789012345678');
  });
});

describe('monthOf', () => {
  it('is the calendar month of the brand time zone, not of UTC', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Ho Chi Minh City (UTC+7).
    const instant = new Date('2026-11-30T20:00:00Z');
    expect(monthOf(instant, 'Asia/Ho_Chi_Minh')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthOf(instant, 'UTC')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthOf(new Date('2028-02-10T00:00:00Z'), 'UTC').endDate).toBe('2028-02-29');
  });
});

describe('GET /wps/relay/CMS_rankList', () => {
  it('answers this month’s deposit TOP 20 from the seeded ledger, highest first, names masked', async () => {
    const { body, value } = await ranking('deposit');
    expect(value.kind).toBe('deposit');
    expect(value.period).toBe('month');
    expect(value.startDate.endsWith('-01')).toBe(true);
    expect(value.list).toHaveLength(RANKING_SIZE);
    const amounts = value.list.map((e) => Number(e.amount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(value.list[0]?.rank).toBe(1);
    for (const [i, e] of value.list.entries()) {
      expect(e.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
      expect(e.rank).toBeLessThanOrEqual(i + 1);
    }
    // The seed makes two players tie on deposits: they share a rank.
    const ranks = value.list.map((e) => e.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    for (const account of RANKING_ACCOUNTS) expect(body).not.toContain(account);
  });

  it('answers the valid-bet ranking and honours limitNum', async () => {
    const { value } = await ranking('bet', 5);
    expect(value.kind).toBe('bet');
    expect(value.list).toHaveLength(5);
    expect(Number(value.list[0]!.amount)).toBeGreaterThan(0);
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('counts new deposits and nets refunds off bets; trial accounts never rank', async () => {
    const top = Number((await ranking('deposit')).value.list[0]!.amount);
    const whale = await newMember('bigwhale9');
    const trial = await newMember('qtrialzq', 4);
    const big = BigInt(Math.ceil(top + 1_000)) * 100n;
    await move(whale, 'whale-d1', 'DEPOSIT', big / 2n);
    await move(whale, 'whale-d2', 'DEPOSIT', big / 2n);
    await move(trial, 'trial-d1', 'DEPOSIT', big * 2n);

    const deposits = (await ranking('deposit')).value.list;
    expect(deposits[0]).toEqual({
      rank: 1,
      customerName: maskCustomerName('bigwhale9'),
      amount: (big / 100n).toString() + '.00',
    });
    expect(deposits.some((e) => e.customerName === maskCustomerName('qtrialzq'))).toBe(false);

    await move(whale, 'whale-b1', 'BET', big);
    await move(whale, 'whale-r1', 'REFUND', 100_00n);
    const bets = (await ranking('bet')).value.list;
    expect(bets[0]).toEqual({
      rank: 1,
      customerName: maskCustomerName('bigwhale9'),
      amount: `${(big - 100_00n) / 100n}.00`,
    });
  });

  it('counts a vendor round’s stake only once the round is settled', async () => {
    const top = Number((await ranking('bet')).value.list[0]!.amount);
    const stake = BigInt(Math.ceil(top + 5_000)) * 100n;
    const bettor = await newMember('openbettor7');
    await move(bettor, 'open-d1', 'DEPOSIT', stake * 2n);
    const rounds = createSeamlessRepository(t.app.db);
    const call = (kind: 'debit' | 'credit', txId: string, amountMinor: bigint) =>
      rounds.moveRound({
        merchantId,
        currency: 'USD',
        vendor: 'RANKTEST',
        account: 'openbettor7',
        kind,
        txId,
        roundId: 'rank-round-1',
        gameCode: 'RANKTEST_1',
        amountMinor,
        refTxId: null,
        requestHash: txId,
      });
    expect((await call('debit', 'rank-debit-1', stake))?.outcome).toBe('OK');
    const whileOpen = (await ranking('bet')).value.list;
    expect(whileOpen.some((e) => e.customerName === maskCustomerName('openbettor7'))).toBe(false);

    expect((await call('credit', 'rank-credit-1', 0n))?.outcome).toBe('OK');
    expect((await ranking('bet')).value.list[0]).toEqual({
      rank: 1,
      customerName: maskCustomerName('openbettor7'),
      amount: `${stake / 100n}.00`,
    });
    expect((await checkLedger(t.app.db)).ok).toBe(true);
  });

  it('refuses an unknown kind and limitNum outside 1..50', async () => {
    for (const q of [
      '',
      '?kind=win',
      '?kind=deposit&limitNum=0',
      '?kind=bet&limitNum=51',
      '?kind=bet&limitNum=x',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/relay/CMS_rankList${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('request_param_err');
    }
  });
});
