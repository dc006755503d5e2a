import { envelope, ErrorCode, SeamlessResultSchema } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerAccounts } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { balances, createMember, expectLedgerOk, fund, type TestMember } from '../../test/wallet.js';
import { checkLedger } from '../ledger/ledger.invariants.js';
import { signedSeamlessRequest, signSeamlessCall, type SeamlessCallKind } from './seamless.service.js';

const VENDOR = 'DEMO';
let t: TestApp;
let alice: TestMember;
let bob: TestMember;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  alice = await createMember(t.app, key, { prefix: 'sa' });
  bob = await createMember(t.app, key, { prefix: 'sb' });
  await fund(t.app, alice.account, '100.00');
  await fund(t.app, bob.account, '100.00');
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

function send(call: SeamlessCallKind, body: Record<string, unknown>, signature?: string) {
  return t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, call, body as { vendor: string }, signature),
  );
}

async function ok(call: SeamlessCallKind, body: Record<string, unknown>) {
  const res = await send(call, { vendor: VENDOR, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SeamlessResultSchema).parse(json(res)).value;
}

async function refused(call: SeamlessCallKind, body: Record<string, unknown>) {
  const res = await send(call, { vendor: VENDOR, ...body });
  const parsed = json(res) as { success: boolean; errorCode?: string };
  expect(parsed.success, res.body).toBe(false);
  return parsed.errorCode;
}

const main = async (m: TestMember) => (await balances(t.app, m.token)).get(1);
const bet = (m: TestMember, roundId: string, amount: string, txId = nextId('d')) =>
  ({ account: m.account, txId, roundId, gameCode: 'demo-slot', amount }) as const;

describe('seamless wallet', () => {
  it('answers the balance of the main wallet', async () => {
    const value = await ok('balance', { account: alice.account });
    expect(value.balance).toBe(await main(alice));
    expect(value.replayed).toBe(false);
  });

  it('refuses a wrong or missing signature and moves nothing', async () => {
    const before = await main(alice);
    const body = { vendor: VENDOR, ...bet(alice, nextId('r'), '1.00') };
    const wrong = await send('debit', body, 'ab'.repeat(32));
    expect(wrong.statusCode).toBe(401);
    expect((json(wrong) as { errorCode: string }).errorCode).toBe(ErrorCode.signatureInvalid);
    // Signed with another vendor's key: still refused.
    const other = signSeamlessCall(t.config.seamlessSecret, { ...body, vendor: 'OTHER' });
    expect((await send('debit', body, other.signature)).statusCode).toBe(401);
    expect(await main(alice)).toBe(before);
  });

  it('debits a bet once however often it is retried, and refuses a reused txId', async () => {
    const before = Number(await main(alice));
    const call = bet(alice, nextId('r'), '2.50');
    const first = await ok('debit', call);
    expect(Number(first.balance)).toBeCloseTo(before - 2.5, 2);
    const again = await ok('debit', call);
    expect(again.replayed).toBe(true);
    expect(Number(await main(alice))).toBeCloseTo(before - 2.5, 2);
    expect(await refused('debit', { ...call, amount: '3.00' })).toBe(ErrorCode.idempotencyKeyReused);
  });

  it('settles a round with a credit, once, and closes it to further bets', async () => {
    const roundId = nextId('r');
    await ok('debit', bet(alice, roundId, '1.00'));
    const before = Number(await main(alice));
    const credit = {
      account: alice.account,
      txId: nextId('c'),
      roundId,
      gameCode: 'demo-slot',
      amount: '5.00',
    };
    expect(Number((await ok('credit', credit)).balance)).toBeCloseTo(before + 5, 2);
    expect((await ok('credit', credit)).replayed).toBe(true);
    expect(await refused('credit', { ...credit, txId: nextId('c') })).toBe(ErrorCode.roundClosed);
    expect(await refused('debit', bet(alice, roundId, '1.00'))).toBe(ErrorCode.roundClosed);
    expect(Number(await main(alice))).toBeCloseTo(before + 5, 2);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendor, VENDOR), eq(gameRounds.roundId, roundId)));
    expect(round).toMatchObject({ status: 'settled', betMinor: 100n, winMinor: 500n });
  });

  it("settles against the player's shard of the vendor settlement account", async () => {
    await ok('debit', bet(bob, nextId('r'), '1.00'));
    const rows = await t.app.db
      .select({ code: ledgerAccounts.systemCode })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'system'), like(ledgerAccounts.systemCode, 'VENDOR_SETTLEMENT%')));
    expect(rows.map((r) => r.code)).toContain(`VENDOR_SETTLEMENT:${bob.id % 16}`);
    expect(rows.map((r) => r.code)).not.toContain('VENDOR_SETTLEMENT');
  });

  it('settles a lost round with a zero credit that moves nothing', async () => {
    const roundId = nextId('r');
    await ok('debit', bet(alice, roundId, '1.00'));
    const before = await main(alice);
    const value = await ok('credit', {
      account: alice.account,
      txId: nextId('c'),
      roundId,
      gameCode: 'demo-slot',
      amount: '0',
    });
    expect(value.balance).toBe(before);
  });

  it('refuses a credit for a round it never saw, every time, moving nothing', async () => {
    const before = await main(alice);
    const credit = {
      account: alice.account,
      txId: nextId('c'),
      roundId: nextId('ghost'),
      gameCode: 'demo-slot',
      amount: '9.00',
    };
    expect(await refused('credit', credit)).toBe(ErrorCode.roundNotFound);
    expect(await refused('credit', credit)).toBe(ErrorCode.roundNotFound);
    expect(await main(alice)).toBe(before);
  });

  it('rolls back a bet of an open round once, and never a settled one', async () => {
    const before = await main(alice);
    const roundId = nextId('r');
    const debit = bet(alice, roundId, '4.00');
    await ok('debit', debit);
    const rollback = { account: alice.account, txId: nextId('rb'), roundId, refTxId: debit.txId };
    expect((await ok('rollback', rollback)).balance).toBe(before);
    expect((await ok('rollback', rollback)).replayed).toBe(true);
    expect(await refused('rollback', { ...rollback, txId: nextId('rb') })).toBe(ErrorCode.roundClosed);
    expect(await main(alice)).toBe(before);

    const settledRound = nextId('r');
    const settledDebit = bet(alice, settledRound, '1.00');
    await ok('debit', settledDebit);
    await ok('credit', {
      account: alice.account,
      txId: nextId('c'),
      roundId: settledRound,
      gameCode: 'demo-slot',
      amount: '0',
    });
    const late = {
      account: alice.account,
      txId: nextId('rb'),
      roundId: settledRound,
      refTxId: settledDebit.txId,
    };
    expect(await refused('rollback', late)).toBe(ErrorCode.roundSettled);
    expect(await refused('rollback', { ...late, txId: nextId('rb'), refTxId: 'never-seen' })).toBe(
      ErrorCode.roundNotFound,
    );
  });

  it("refuses a bet beyond the balance (retryable) and another player's round", async () => {
    const before = await main(bob);
    const big = bet(bob, nextId('r'), '1000.00');
    expect(await refused('debit', big)).toBe(ErrorCode.insufficientBalance);
    expect(await main(bob)).toBe(before);
    await fund(t.app, bob.account, '1000.00');
    expect((await ok('debit', big)).replayed).toBe(false);

    const roundId = nextId('r');
    await ok('debit', bet(alice, roundId, '1.00'));
    expect(await refused('debit', bet(bob, roundId, '1.00'))).toBe(ErrorCode.roundMismatch);
    expect(
      await refused('credit', {
        account: bob.account,
        txId: nextId('c'),
        roundId,
        gameCode: 'demo-slot',
        amount: '1.00',
      }),
    ).toBe(ErrorCode.roundMismatch);
  });

  it('has the ledger check catch a round whose totals differ from its movements', async () => {
    const roundId = nextId('r');
    await ok('debit', bet(alice, roundId, '1.00'));
    const where = and(eq(gameRounds.vendor, VENDOR), eq(gameRounds.roundId, roundId));
    await t.app.db.update(gameRounds).set({ betMinor: 99n }).where(where);
    try {
      const report = await checkLedger(t.app.db);
      expect(report.problems.join('\n')).toMatch(/game rounds whose bet or win differs/);
    } finally {
      await t.app.db.update(gameRounds).set({ betMinor: 100n }).where(where);
    }
  });

  it('applies one of many parallel copies of a debit exactly once', async () => {
    const before = Number(await main(alice));
    const call = bet(alice, nextId('r'), '0.50');
    const answers = await Promise.all(Array.from({ length: 12 }, () => ok('debit', call)));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(Number(await main(alice))).toBeCloseTo(before - 0.5, 2);
  });

  it('applies one of many parallel copies of a win exactly once, and answers the rest as replays', async () => {
    const roundId = nextId('r');
    await ok('debit', bet(alice, roundId, '0.50'));
    const before = Number(await main(alice));
    const call = {
      account: alice.account,
      txId: nextId('c'),
      roundId,
      gameCode: 'demo-slot',
      amount: '2.25',
    };
    const answers = await Promise.all(Array.from({ length: 12 }, () => ok('credit', call)));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.balance)).size).toBe(1);
    expect(Number(await main(alice))).toBeCloseTo(before + 2.25, 2);
  });
});
