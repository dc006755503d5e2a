import {
  gamesEndpoints,
  BetRecordsSchema,
  BonusRecordsSchema,
  envelope,
  ErrorCode,
  ProfitLossSchema,
  TransactionRecordsSchema,
  type RsaKey,
  walletEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf, rsaKey } from '../../test/accounts.js';
import {
  call,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  transfer,
  transferOf,
  vendorWallets,
  type TestMember,
} from '../../test/wallet.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';

let t: TestApp;
let key: RsaKey;
let merchantId: number;
let vendor: number;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  merchantId = (await t.app.platform.merchants.resolve(undefined)).id;
  const [first] = await vendorWallets(t.app);
  vendor = first!.accountTypeId;
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

// The demo brand's zone is Asia/Ho_Chi_Minh (UTC+7, no daylight saving).
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

const records = (m: TestMember, query: string) =>
  call(t.app, m.token, 'GET', `${walletEndpoints.transactions.path}?${query}`);
const page = async (m: TestMember, query: string) =>
  envelope(TransactionRecordsSchema).parse(json(await records(m, query))).value;

/** Moves the newest ledger transaction of a reference to an instant (both its row and its entries). */
async function backdate(reference: string, at: string): Promise<void> {
  const [tx] = await t.app.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
  if (!tx) throw new Error(`no ledger transaction ${reference}`);
  await t.app.db
    .update(ledgerTransactions)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerTransactions.id, tx.id));
  await t.app.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerEntries.transactionId, tx.id));
}

async function seamless(kind: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) {
  const res = await t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, kind, { vendor: 'DEMO', ...body }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function bonus(m: TestMember, amount: string, bonusType = 'WELCOME') {
  const requestId = nextRequestId('bn');
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/members/${m.account}/bonus`,
    headers: adminHeaders,
    payload: { requestId, amount, bonusType, description: `${bonusType} gift`, turnoverMultiplier: 0 },
  });
  expect(res.statusCode).toBe(200);
  return `BN-${requestId}`;
}

describe('transaction records', () => {
  it('shows one row per entry on the member wallets, newest first, with transfer sides by sign', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const out = transferOf(
      await transfer(t.app, m.token, { fromAccountTypeId: 1, toAccountTypeId: vendor, amount: '4' }),
    );
    const back = transferOf(
      await transfer(t.app, m.token, { fromAccountTypeId: vendor, toAccountTypeId: 1, amount: '1' }),
    );
    const day = today();
    const all = await page(m, `startDate=${day}&endDate=${day}`);
    expect(all.totalCount).toBe(5);
    expect(all.list.map((r) => [r.type, r.amount, r.balanceAfter, r.accountTypeId, r.reference])).toEqual([
      ['TRANSFER_IN', '1.00', '7.00', 1, back.transferId],
      ['TRANSFER_OUT', '-1.00', '3.00', vendor, back.transferId],
      ['TRANSFER_IN', '4.00', '4.00', vendor, out.transferId],
      ['TRANSFER_OUT', '-4.00', '6.00', 1, out.transferId],
      ['BONUS', '10.00', '10.00', 1, expect.stringMatching(/^BN-/)],
    ]);

    const ins = await page(m, `startDate=${day}&endDate=${day}&types=TRANSFER_IN`);
    expect(ins.list.map((r) => r.amount)).toEqual(['1.00', '4.00']);
    const two = await page(m, `startDate=${day}&endDate=${day}&types=BONUS,TRANSFER_OUT`);
    expect(two.totalCount).toBe(3);

    const p1 = await page(m, `startDate=${day}&endDate=${day}&pageNo=1&pageSize=2`);
    const p3 = await page(m, `startDate=${day}&endDate=${day}&pageNo=3&pageSize=2`);
    expect(p1).toMatchObject({ totalCount: 5, totalPages: 3, pageNo: 1, pageSize: 2 });
    expect(p1.list.map((r) => r.id)).toEqual(all.list.slice(0, 2).map((r) => r.id));
    expect(p3.list.map((r) => r.id)).toEqual(all.list.slice(4).map((r) => r.id));
    const beyond = await page(m, `startDate=${day}&endDate=${day}&pageNo=9&pageSize=2`);
    expect(beyond).toMatchObject({ list: [], totalCount: 5, totalPages: 3 });
  });

  it('never shows another member, and refuses unknown types', async () => {
    const a = await createMember(t.app, key);
    const b = await createMember(t.app, key);
    await fund(t.app, a.account, '3.00');
    const day = today();
    expect((await page(b, `startDate=${day}&endDate=${day}`)).totalCount).toBe(0);
    const bad = await records(a, `startDate=${day}&endDate=${day}&types=STEAL`);
    expect(errorOf(bad).errorCode).toBe(ErrorCode.requestParamErr);
  });

  it('cuts days at midnight in the brand time zone', async () => {
    const m = await createMember(t.app, key);
    const late = await bonus(m, '1');
    const early = await bonus(m, '2');
    // 23:59:59 and 00:00:00 in Ho Chi Minh City (UTC+7).
    await backdate(late, '2026-03-01T16:59:59.000Z');
    await backdate(early, '2026-03-01T17:00:00.000Z');
    const first = await page(m, 'startDate=2026-03-01&endDate=2026-03-01');
    expect(first.list.map((r) => r.amount)).toEqual(['1.00']);
    const second = await page(m, 'startDate=2026-03-02&endDate=2026-03-02');
    expect(second.list.map((r) => r.amount)).toEqual(['2.00']);
    expect((await page(m, 'startDate=2026-02-28&endDate=2026-03-02')).totalCount).toBe(2);
  });

  it('refuses reversed, impossible and too long ranges', async () => {
    const m = await createMember(t.app, key);
    for (const query of [
      'startDate=2026-03-02&endDate=2026-03-01',
      'startDate=2026-02-30&endDate=2026-03-01',
      'startDate=2026-01-01&endDate=2026-02-01',
    ]) {
      const res = await records(m, query);
      expect(errorOf(res).errorCode).toBe(ErrorCode.recordRangeInvalid);
    }
    expect((await records(m, 'startDate=2026-01-01&endDate=2026-01-31')).statusCode).toBe(200);
    const bad = await records(m, 'startDate=2026-1-1&endDate=2026-01-31');
    expect(errorOf(bad)).toMatchObject({
      errorCode: ErrorCode.recordRangeInvalid,
      fields: { startDate: 'day_invalid' },
    });
  });
});

describe('profit and loss, bonus details', () => {
  it('sums deposits, withdrawals, bonuses and settled play per brand-zone day, open rounds as pending', async () => {
    const m = await createMember(t.app, key);
    const post = async (type: 'DEPOSIT' | 'WITHDRAW', amount: bigint, at: string) => {
      const reference = nextRequestId(type.toLowerCase());
      const counter = type === 'DEPOSIT' ? 'PAYMENT_CLEARING' : 'WITHDRAW_HOLD';
      const signed = type === 'WITHDRAW' ? -amount : amount;
      await postTransaction(t.app.db, {
        merchantId,
        currency: 'USD',
        source: 'records-test',
        idempotencyKey: reference,
        type,
        memberId: m.id,
        reference,
        postings: [
          { account: player(m.id, 1), amount: signed },
          { account: system(counter), amount: -signed },
        ],
      });
      await backdate(reference, at);
    };
    /** Plays a round through the seamless wallet and files it under the instant it was bet. */
    const round = async (at: string, bet: string, outcome: { win: string } | 'open' | 'rolled back') => {
      const roundId = nextRequestId('round');
      const debitTx = nextRequestId('d');
      await seamless('debit', {
        account: m.account,
        txId: debitTx,
        roundId,
        gameCode: 'DEMOSLOT',
        amount: bet,
      });
      if (outcome === 'rolled back') {
        await seamless('rollback', {
          account: m.account,
          txId: nextRequestId('rb'),
          roundId,
          refTxId: debitTx,
        });
      } else if (outcome !== 'open') {
        await seamless('credit', {
          account: m.account,
          txId: nextRequestId('c'),
          roundId,
          gameCode: 'DEMOSLOT',
          amount: outcome.win,
        });
      }
      await t.app.db
        .update(gameRounds)
        .set({ createdAt: new Date(at) })
        .where(eq(gameRounds.roundId, roundId));
    };
    await post('DEPOSIT', 10_000n, '2026-04-01T03:00:00.000Z');
    await round('2026-04-01T04:00:00.000Z', '3.00', { win: '5.00' });
    await round('2026-04-01T05:00:00.000Z', '1.00', { win: '0.00' });
    // Bet, not settled: neither a loss nor in the profit.
    await round('2026-04-01T06:00:00.000Z', '2.00', 'open');
    await round('2026-04-02T06:00:00.000Z', '4.00', 'rolled back');
    await post('WITHDRAW', 2_000n, '2026-04-01T17:30:00.000Z'); // 00:30 on 2 April locally
    await backdate(await bonus(m, '1.25', 'RESCUE'), '2026-04-01T16:59:00.000Z');

    const res = await call(
      t.app,
      m.token,
      'GET',
      `${walletEndpoints.profitLoss.path}?startDate=2026-04-01&endDate=2026-04-03`,
    );
    const value = envelope(ProfitLossSchema).parse(json(res)).value;
    expect(value).toMatchObject({
      deposit: '100.00',
      withdraw: '20.00',
      bonus: '1.25',
      bet: '4.00',
      win: '5.00',
      profit: '2.25',
      pendingBet: '2.00',
    });
    expect(
      value.days.map((d) => [d.date, d.deposit, d.withdraw, d.bonus, d.bet, d.profit, d.pendingBet]),
    ).toEqual([
      ['2026-04-01', '100.00', '0.00', '1.25', '4.00', '2.25', '2.00'],
      ['2026-04-02', '0.00', '20.00', '0.00', '0.00', '0.00', '0.00'],
      ['2026-04-03', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
    ]);
    // The betting record over the same days agrees with it.
    const bets = envelope(BetRecordsSchema).parse(
      json(
        await call(
          t.app,
          m.token,
          'GET',
          `${gamesEndpoints.betRecords.path}?startDate=2026-04-01&endDate=2026-04-03`,
        ),
      ),
    ).value;
    expect(bets.summary).toMatchObject({ validBet: value.bet, win: value.win, pendingBet: value.pendingBet });

    const bonuses = envelope(BonusRecordsSchema).parse(
      json(
        await call(
          t.app,
          m.token,
          'GET',
          `${walletEndpoints.bonusDetails.path}?startDate=2026-04-01&endDate=2026-04-01`,
        ),
      ),
    ).value;
    expect(bonuses).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(bonuses.list[0]).toMatchObject({
      bonusType: 'RESCUE',
      description: 'RESCUE gift',
      amount: '1.25',
    });
    const range = await call(
      t.app,
      m.token,
      'GET',
      `${walletEndpoints.profitLoss.path}?startDate=2026-04-03&endDate=2026-04-01`,
    );
    expect(errorOf(range).errorCode).toBe(ErrorCode.recordRangeInvalid);
  });
});
