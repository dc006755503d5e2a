import { ErrorCode } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { members } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { checkLedger } from './ledger.invariants.js';
import {
  memberBalances,
  player,
  postTransaction,
  postTransactions,
  system,
  type PostInput,
} from './ledger.repository.js';

let t: TestApp;
let db: Db;
let merchantId: number;
let memberId: number;

beforeAll(async () => {
  t = await startTestApp();
  db = t.app.db;
  const [row] = await db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.account, 'demoplayer'))
    .limit(1);
  if (!row) throw new Error('seed has no demoplayer');
  memberId = row.id;
  merchantId = row.merchantId;
});
afterAll(async () => t.close());

const deposit = (key: string, amount: bigint): PostInput => ({
  merchantId,
  currency: 'USD',
  source: 'test-deposit',
  idempotencyKey: key,
  type: 'DEPOSIT',
  memberId,
  reference: key,
  postings: [
    { account: system('PAYMENT_CLEARING'), amount: -amount },
    { account: player(memberId, 1), amount },
  ],
});

describe('ledger', () => {
  it('posts a balanced movement once per idempotency key', async () => {
    const before = (await memberBalances(db, merchantId, memberId)).get(1) ?? 0n;
    const first = await postTransaction(db, deposit('dep-1', 1_000n));
    const again = await postTransaction(db, deposit('dep-1', 1_000n));
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect((await memberBalances(db, merchantId, memberId)).get(1)).toBe(before + 1_000n);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('refuses the same key with a different movement and moves nothing', async () => {
    await expect(postTransaction(db, deposit('dep-1', 999n))).rejects.toMatchObject({
      code: ErrorCode.idempotencyKeyReused,
    });
  });

  it('never lets a player balance go below zero, and writes nothing when refused', async () => {
    const balances = await memberBalances(db, merchantId, memberId);
    const main = balances.get(1) ?? 0n;
    const overdraw: PostInput = {
      merchantId,
      currency: 'USD',
      source: 'test-transfer',
      idempotencyKey: 'over-1',
      type: 'TRANSFER_OUT',
      memberId,
      reference: 'over-1',
      postings: [
        { account: player(memberId, 1), amount: -(main + 1n) },
        { account: player(memberId, 101), amount: main + 1n },
      ],
    };
    await expect(postTransaction(db, overdraw)).rejects.toMatchObject({
      code: ErrorCode.insufficientBalance,
    });
    expect((await memberBalances(db, merchantId, memberId)).get(1)).toBe(main);
    // The refused key is free again: nothing of the failed attempt was kept.
    const retry = await postTransaction(db, {
      ...overdraw,
      postings: overdraw.postings.map((p) => ({ ...p, amount: p.amount > 0n ? main : -main })),
    });
    expect(retry.replayed).toBe(false);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses an unbalanced movement outright', async () => {
    await expect(
      postTransaction(db, {
        ...deposit('bad-1', 5n),
        postings: [
          { account: player(memberId, 1), amount: 5n },
          { account: system('HOUSE'), amount: -4n },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
  });

  it('applies each of many concurrent retries of one key exactly once', async () => {
    const before = (await memberBalances(db, merchantId, memberId)).get(1) ?? 0n;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postTransaction(db, deposit('dep-race', 250n))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await memberBalances(db, merchantId, memberId)).get(1)).toBe(before + 250n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('posts a batch with running balances and one update per account, or nothing when a key was used', async () => {
    const before = (await memberBalances(db, merchantId, memberId)).get(1) ?? 0n;
    const count = async () =>
      Number(
        rowsOf(
          await db.execute(
            sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE source = 'test-deposit'`,
          ),
        )[0]?.['n'],
      );
    const ids = await postTransactions(db, [
      deposit('batch-1', 100n),
      deposit('batch-2', 250n),
      deposit('batch-3', 5n),
    ]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect((await memberBalances(db, merchantId, memberId)).get(1)).toBe(before + 355n);
    // Each entry's balance_after is the running balance, in the batch's order.
    const running = rowsOf(
      await db.execute(sql`SELECT e.balance_after::text AS b FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.kind = 'player' AND e.transaction_id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY e.id`),
    ).map((r) => BigInt(String(r['b'])));
    expect(running).toEqual([before + 100n, before + 350n, before + 355n]);
    // A key of the batch used before: nothing of the batch is written.
    const n = await count();
    await expect(postTransactions(db, [deposit('batch-4', 1n), deposit('batch-2', 250n)])).rejects.toThrow();
    expect(await count()).toBe(n);
    expect((await memberBalances(db, merchantId, memberId)).get(1)).toBe(before + 355n);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('the checker finds a balance that no entry explains', async () => {
    await db.execute(
      // A deliberate corruption, undone below: the checker must see it.
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'system' AND system_code = 'PAYMENT_CLEARING'`,
    );
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(/differ from the sum/);
    await db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'system' AND system_code = 'PAYMENT_CLEARING'`,
    );
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
