import { ErrorCode, walletEndpoints } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { ledgerTransactions, vendorWalletOps, walletTransfers } from '../../db/schema/index.js';
import { errorOf } from '../../test/accounts.js';
import {
  balances,
  call,
  createMember,
  fund,
  nextRequestId,
  setLaneMaintenance,
  setVendorMode,
  transfer,
  transferOf,
  transferStatus,
} from '../../test/wallet.js';
import { TRANSIT_WALLET_ID } from './transfers.service.js';
import { t, key, published, vendorAt, settleCount, useWalletApp } from './wallet.test-setup.js';

useWalletApp();

describe('main <-> vendor transfers', () => {
  it('moves money to a vendor wallet and back, and tells the bus', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const vendor = vendorAt(0);
    published.length = 0;
    const out = transferOf(
      await transfer(t.app, m.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendor.accountTypeId,
        amount: '4',
      }),
    );
    expect(out).toMatchObject({ status: 'success', amount: '4.00', fromAccountTypeId: 1 });
    expect(out.transferId).toMatch(/^WT\d{14}[0-9A-F]{8}$/);
    let b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('6.00');
    expect(b.get(vendor.accountTypeId)).toBe('4.00');
    expect(published).toContainEqual({ type: 'wallet.changed', merchant: 'demo', memberId: m.id });

    const back = transferOf(
      await transfer(t.app, m.token, {
        fromAccountTypeId: vendor.accountTypeId,
        toAccountTypeId: 1,
        amount: '1.5',
      }),
    );
    expect(back.status).toBe('success');
    b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('7.50');
    expect(b.get(vendor.accountTypeId)).toBe('2.50');
    // The vendor booked both.
    const booked = await t.app.db
      .select()
      .from(vendorWalletOps)
      .where(eq(vendorWalletOps.vendor, vendor.vendor));
    expect(booked.filter((r) => [out.transferId, back.transferId].includes(r.transferNo))).toHaveLength(2);
  });

  it('returns the first transfer to a retry and refuses the same request id with another body', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '5.00');
    const vendor = vendorAt(1);
    const body = {
      requestId: nextRequestId(),
      fromAccountTypeId: 1,
      toAccountTypeId: vendor.accountTypeId,
      amount: '2',
    };
    const first = transferOf(await transfer(t.app, m.token, body));
    const again = transferOf(await transfer(t.app, m.token, { ...body, amount: '2.00' }));
    expect(again).toEqual(first);
    expect((await balances(t.app, m.token)).get(1)).toBe('3.00');

    const reused = await transfer(t.app, m.token, { ...body, amount: '3' });
    expect(errorOf(reused).errorCode).toBe(ErrorCode.idempotencyKeyReused);
    expect((await balances(t.app, m.token)).get(1)).toBe('3.00');
  });

  it('refuses an overdraft and writes nothing', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '1.00');
    const requestId = nextRequestId();
    const res = await transfer(t.app, m.token, {
      requestId,
      fromAccountTypeId: 1,
      toAccountTypeId: vendorAt(0).accountTypeId,
      amount: '1.01',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe(ErrorCode.insufficientBalance);
    const rows = await t.app.db.select().from(walletTransfers).where(eq(walletTransfers.memberId, m.id));
    expect(rows).toEqual([]);
    expect((await balances(t.app, m.token)).get(1)).toBe('1.00');
    // The refused request id is free: the same id with an amount that fits goes through.
    const ok = await transfer(t.app, m.token, {
      requestId,
      fromAccountTypeId: 1,
      toAccountTypeId: vendorAt(0).accountTypeId,
      amount: '1',
    });
    expect(transferOf(ok).status).toBe('success');
  });

  it('refuses bad amounts, unknown wallets, trial accounts and transfers without the main wallet', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '1.00');
    const vendor = vendorAt(0).accountTypeId;

    const decimals = await transfer(t.app, m.token, {
      fromAccountTypeId: 1,
      toAccountTypeId: vendor,
      amount: '0.001',
    });
    expect(errorOf(decimals)).toMatchObject({
      errorCode: ErrorCode.invalidAmount,
      fields: { amount: 'INVALID_AMOUNT' },
    });

    const unknown = await transfer(t.app, m.token, {
      fromAccountTypeId: 1,
      toAccountTypeId: 999,
      amount: '0.5',
    });
    expect(errorOf(unknown).errorCode).toBe(ErrorCode.walletNotFound);

    const noMain = await transfer(t.app, m.token, {
      fromAccountTypeId: vendor,
      toAccountTypeId: vendorAt(1).accountTypeId,
      amount: '0.5',
    });
    expect(errorOf(noMain).errorCode).toBe(ErrorCode.requestParamErr);

    const zero = await transfer(t.app, m.token, {
      fromAccountTypeId: 1,
      toAccountTypeId: vendor,
      amount: '0.00',
    });
    expect(errorOf(zero).errorCode).toBe(ErrorCode.requestParamErr);

    const trial = await createMember(t.app, key, { type: 4, prefix: 'guest' });
    const refused = await transfer(t.app, trial.token, {
      fromAccountTypeId: 1,
      toAccountTypeId: vendor,
      amount: '1',
    });
    expect(errorOf(refused).errorCode).toBe(ErrorCode.trialAccount);
    const recover = await call(t.app, trial.token, 'POST', walletEndpoints.recoverAll.path, {
      requestId: nextRequestId(),
    });
    expect(errorOf(recover).errorCode).toBe(ErrorCode.trialAccount);
    expect((await balances(t.app, m.token)).get(1)).toBe('1.00');
  });

  it('returns the money when the vendor refuses (fail mode)', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '3.00');
    const vendor = vendorAt(2);
    expect((await setVendorMode(t.app, vendor.vendor, 'fail')).statusCode).toBe(200);
    const res = transferOf(
      await transfer(t.app, m.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendor.accountTypeId,
        amount: '2',
      }),
    );
    expect(res.status).toBe('failed');
    const b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('3.00');
    expect(b.get(vendor.accountTypeId)).toBe('0.00');
  });

  it('refuses up front while the vendor is in maintenance (operator switch or lane flag)', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '3.00');
    const vendor = vendorAt(3);
    await setVendorMode(t.app, vendor.vendor, 'maintenance');
    const res = await transfer(t.app, m.token, {
      fromAccountTypeId: 1,
      toAccountTypeId: vendor.accountTypeId,
      amount: '1',
    });
    expect(errorOf(res).errorCode).toBe(ErrorCode.vendorMaintenance);
    await setVendorMode(t.app, vendor.vendor, 'normal');

    await setLaneMaintenance(t.app, vendor.vendor, true);
    try {
      const lane = await transfer(t.app, m.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendor.accountTypeId,
        amount: '1',
      });
      expect(errorOf(lane).errorCode).toBe(ErrorCode.vendorMaintenance);
    } finally {
      await setLaneMaintenance(t.app, vendor.vendor, false);
    }
    expect((await balances(t.app, m.token)).get(1)).toBe('3.00');
    const rows = await t.app.db.select().from(walletTransfers).where(eq(walletTransfers.memberId, m.id));
    expect(rows).toEqual([]);
  });

  it('refuses an unknown vendor on the operator switch', async () => {
    const res = await setVendorMode(t.app, 'NOPE', 'fail');
    expect(res.statusCode).toBe(404);
    const noKey = await t.app.inject({
      method: 'PUT',
      url: `/admin/vendors/${vendorAt(0).vendor}/wallet`,
      payload: { mode: 'fail' },
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('keeps a timed-out transfer pending in transit until the status call resolves it once', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '5.00');
    const vendor = vendorAt(4);
    await setVendorMode(t.app, vendor.vendor, 'timeout');
    const pending = transferOf(
      await transfer(t.app, m.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendor.accountTypeId,
        amount: '2',
      }),
    );
    expect(pending.status).toBe('pending');
    let b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('3.00');
    expect(b.get(vendor.accountTypeId)).toBe('0.00');

    const [booked] = await t.app.db
      .select()
      .from(vendorWalletOps)
      .where(eq(vendorWalletOps.transferNo, pending.transferId));
    expect(booked).toBeDefined();

    const resolved = await transferStatus(t.app, m.token, pending.transferId);
    expect(resolved.status).toBe(booked!.applied ? 'success' : 'failed');
    const again = await transferStatus(t.app, m.token, pending.transferId);
    expect(again).toEqual(resolved);
    b = await balances(t.app, m.token);
    expect(b.get(1)).toBe(booked!.applied ? '3.00' : '5.00');
    expect(b.get(vendor.accountTypeId)).toBe(booked!.applied ? '2.00' : '0.00');
    expect(await settleCount(pending.transferId)).toBe(1);
  });

  it('moves a transfer to a vendor that answers at once in one statement: settled, booked, two postings through transit', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '5.00');
    for (const [mode, applied] of [
      ['normal', true],
      ['fail', false],
    ] as const) {
      const vendor = vendorAt(applied ? 4 : 3);
      await setVendorMode(t.app, vendor.vendor, mode);
      const done = transferOf(
        await transfer(t.app, m.token, {
          fromAccountTypeId: 1,
          toAccountTypeId: vendor.accountTypeId,
          amount: '2',
        }),
      );
      expect(done.status).toBe(applied ? 'success' : 'failed');
      const [row] = await t.app.db
        .select()
        .from(walletTransfers)
        .where(eq(walletTransfers.transferNo, done.transferId));
      // Final when it is written: never pending, never due for a re-query.
      expect(row).toMatchObject({ status: done.status, nextCheckAt: null });
      const [booked] = await t.app.db
        .select()
        .from(vendorWalletOps)
        .where(eq(vendorWalletOps.transferNo, done.transferId));
      expect(booked?.applied).toBe(applied);
      // The ledger's shape of a transfer: out into transit, then out of transit, each once.
      const posted = await t.app.db
        .select({ type: ledgerTransactions.type, key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, done.transferId));
      expect(posted.map((p) => p.type).sort()).toEqual(['TRANSFER_IN', 'TRANSFER_OUT']);
      expect(await settleCount(done.transferId)).toBe(1);
      await setVendorMode(t.app, vendor.vendor, 'normal');
    }
    const b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('3.00');
    expect(b.get(vendorAt(4).accountTypeId)).toBe('2.00');
    expect(b.get(vendorAt(3).accountTypeId)).toBe('0.00');
    // Nothing is left in transit.
    const [transit] = rowsOf(
      await t.app.db.execute(
        sql`SELECT coalesce(sum(balance), 0)::text AS minor FROM ledger_accounts
          WHERE kind = 'player' AND member_id = ${m.id} AND account_type_id = ${TRANSIT_WALLET_ID}`,
      ),
    );
    expect(transit?.['minor']).toBe('0');
  });

  it('resolves timed-out transfers through the re-query job, once, even racing the status call', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const vendor = vendorAt(5);
    await setVendorMode(t.app, vendor.vendor, 'timeout');
    const pending = await Promise.all(
      [1, 2, 3, 4].map(async () =>
        transferOf(
          await transfer(t.app, m.token, {
            fromAccountTypeId: 1,
            toAccountTypeId: vendor.accountTypeId,
            amount: '1',
          }),
        ),
      ),
    );
    expect(pending.every((p) => p.status === 'pending')).toBe(true);
    // Due now.
    await t.app.db
      .update(walletTransfers)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(walletTransfers.memberId, m.id));
    const [, ...statuses] = await Promise.all([
      t.app.transferRecheck.runOnce(),
      ...pending.map((p) => transferStatus(t.app, m.token, p.transferId)),
    ]);
    for (const s of statuses) expect(s.status).not.toBe('pending');
    const rows = await t.app.db.select().from(walletTransfers).where(eq(walletTransfers.memberId, m.id));
    const ops = await t.app.db
      .select()
      .from(vendorWalletOps)
      .where(eq(vendorWalletOps.vendor, vendor.vendor));
    let applied = 0;
    for (const row of rows) {
      const op = ops.find((o) => o.transferNo === row.transferNo);
      expect(row.status).toBe(op?.applied ? 'success' : 'failed');
      if (op?.applied) applied += 1;
      expect(await settleCount(row.transferNo)).toBe(1);
    }
    const b = await balances(t.app, m.token);
    expect(b.get(1)).toBe(`${10 - applied}.00`);
    expect(b.get(vendor.accountTypeId)).toBe(`${applied}.00`);
  });

  it('lets the job pick up a due transfer on its own', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '2.00');
    const vendor = vendorAt(6);
    await setVendorMode(t.app, vendor.vendor, 'timeout');
    const pending = transferOf(
      await transfer(t.app, m.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendor.accountTypeId,
        amount: '2',
      }),
    );
    await t.app.db
      .update(walletTransfers)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(walletTransfers.transferNo, pending.transferId));
    await expect
      .poll(
        async () => {
          const [row] = await t.app.db
            .select({ status: walletTransfers.status })
            .from(walletTransfers)
            .where(eq(walletTransfers.transferNo, pending.transferId));
          return row?.status;
        },
        { timeout: 15_000, interval: 100 },
      )
      .not.toBe('pending');
  });

  it('never overdraws under many concurrent transfers on one wallet', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const vendor = vendorAt(7);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        transfer(t.app, m.token, {
          fromAccountTypeId: 1,
          toAccountTypeId: vendor.accountTypeId,
          amount: '1',
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200).map(transferOf);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.every((r) => r.status === 'success')).toBe(true);
    expect(refused.every((r) => errorOf(r).errorCode === ErrorCode.insufficientBalance)).toBe(true);
    expect(ok.length).toBe(10);
    const b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('0.00');
    expect(b.get(vendor.accountTypeId)).toBe('10.00');
    for (const r of ok) expect(await settleCount(r.transferId)).toBe(1);
  });

  it('moves 40 transfers of one member both ways at once, every one answered and applied', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '40.00');
    const vendor = vendorAt(6);
    // Half of it in the vendor wallet first, so both directions can go through.
    transferOf(
      await transfer(t.app, m.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendor.accountTypeId,
        amount: '20',
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        transfer(t.app, m.token, {
          fromAccountTypeId: i % 2 === 0 ? 1 : vendor.accountTypeId,
          toAccountTypeId: i % 2 === 0 ? vendor.accountTypeId : 1,
          amount: '0.5',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(results.map(transferOf).every((r) => r.status === 'success')).toBe(true);
    const b = await balances(t.app, m.token);
    expect(b.get(1)).toBe('20.00');
    expect(b.get(vendor.accountTypeId)).toBe('20.00');
  });

  it('keeps transferring on connections that prepared the statement after a migration adds a column', async () => {
    // A rolling deploy: the new release's migration adds a column while this process's connections
    // hold the transfer statement prepared. Its answer names its columns, so it still answers.
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '40.00');
    const vendor = vendorAt(5);
    const move = (n: number) =>
      Promise.all(
        Array.from({ length: n }, () =>
          transfer(t.app, m.token, {
            fromAccountTypeId: 1,
            toAccountTypeId: vendor.accountTypeId,
            amount: '0.5',
          }),
        ),
      );
    // Enough at once to prepare it on every connection of the pool.
    expect((await move(20)).map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await t.app.db.execute(sql`ALTER TABLE wallet_transfers ADD COLUMN later_release_note text`);
    try {
      const after = await move(20);
      expect(after.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(after.map(transferOf).every((r) => r.status === 'success')).toBe(true);
    } finally {
      await t.app.db.execute(sql`ALTER TABLE wallet_transfers DROP COLUMN later_release_note`);
    }
    expect((await balances(t.app, m.token)).get(vendor.accountTypeId)).toBe('20.00');
  });

  it('applies concurrent retries of one request once', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const body = {
      requestId: nextRequestId(),
      fromAccountTypeId: 1,
      toAccountTypeId: vendorAt(8).accountTypeId,
      amount: '3',
    };
    const results = (await Promise.all(Array.from({ length: 8 }, () => transfer(t.app, m.token, body)))).map(
      transferOf,
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await balances(t.app, m.token)).get(1)).toBe('7.00');
  });

  it('answers NOT_FOUND for a transfer of someone else', async () => {
    const a = await createMember(t.app, key);
    const b = await createMember(t.app, key);
    await fund(t.app, a.account, '1.00');
    const mine = transferOf(
      await transfer(t.app, a.token, {
        fromAccountTypeId: 1,
        toAccountTypeId: vendorAt(0).accountTypeId,
        amount: '1',
      }),
    );
    const res = await call(
      t.app,
      b.token,
      'GET',
      `${walletEndpoints.transferStatus.path}?transferId=${mine.transferId}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
