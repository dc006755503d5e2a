import { MAIN_WALLET_ID } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/db.js';
import type { Db } from '../client.js';
import * as schema from '../schema/index.js';
import { checkLedger } from '../../modules/ledger/ledger.invariants.js';
import { memberBalances, player, postTransaction, system } from '../../modules/ledger/ledger.repository.js';
import { SEAMLESS_MOVE_SOURCE } from './seamless-vendors.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ persistent: true, empty: true });
});
afterAll(async () => {
  await testDb?.drop();
});

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = {
    merchants: schema.merchants,
    modules: schema.modules,
    registerRules: schema.registerRules,
    resources: schema.resources,
    geoCidrs: schema.geoCidrs,
    gameVendors: schema.gameVendors,
    merchantVendors: schema.merchantVendors,
    games: schema.games,
    lotteryMenuEntries: schema.lotteryMenuEntries,
    banners: schema.banners,
    notices: schema.notices,
    helpCategories: schema.helpCategories,
    helpArticles: schema.helpArticles,
    platformKeys: schema.platformKeys,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('migrations and seed', () => {
  it('are idempotent across restarts and keep operator changes and keys', async () => {
    const config = testConfig(testDb);
    const first = await buildApp(config);
    const before = await counts(first.db);
    const key1 = (await first.inject({ method: 'GET', url: '/wps/session/key/rsa' })).body;
    await first.inject({
      method: 'PUT',
      url: '/admin/modules/FREEPLAY3',
      headers: { 'x-admin-key': config.adminKey },
      payload: { enabled: false },
    });
    await first.close();

    const second = await buildApp(config);
    try {
      expect(await counts(second.db)).toEqual(before);
      expect(before['games']).toBeGreaterThanOrEqual(400);
      expect(before['platformKeys']).toBe(2);
      expect((await second.inject({ method: 'GET', url: '/wps/session/key/rsa' })).body).toBe(key1);
      const tree = (await second.inject({ method: 'GET', url: '/wps/system/whitelabel' })).body;
      expect(tree).toContain('{"modId":"FREEPLAY3","enabled":"0","childrenNodes":[]}');
    } finally {
      await second.close();
    }
  });
});

describe('a vendor that bets on the seamless wallet but was seeded with a wallet of its own', () => {
  it('gives its members their money back on the main wallet, once, and is seamless from then on', async () => {
    const config = testConfig(testDb);
    const first = await buildApp(config);
    // How DS88 was seeded before its arenas were known to bet from the main wallet: a wallet of its
    // own, with money a member had moved into it.
    const oldWallet = 999;
    await first.db
      .update(schema.gameVendors)
      .set({ accountTypeId: oldWallet })
      .where(eq(schema.gameVendors.vendor, 'DS88'));
    const [merchant] = await first.db.select().from(schema.merchants);
    const [member] = await first.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.account, 'demoplayer'));
    if (!merchant || !member) throw new Error('seed: demo brand missing');
    await postTransaction(first.db, {
      merchantId: merchant.id,
      currency: merchant.currency,
      source: 'test',
      idempotencyKey: 'ds88-wallet-before',
      type: 'ADJUSTMENT',
      memberId: member.id,
      reference: 'ds88-wallet-before',
      postings: [
        { account: system('ADJUSTMENT'), amount: -1234n },
        { account: player(member.id, oldWallet), amount: 1234n },
      ],
    });
    const mainBefore = (await memberBalances(first.db, merchant.id, member.id)).get(MAIN_WALLET_ID) ?? 0n;
    await first.close();

    for (let start = 0; start < 2; start++) {
      const app = await buildApp(config);
      try {
        const lanes = await app.db
          .select({ accountTypeId: schema.gameVendors.accountTypeId })
          .from(schema.gameVendors)
          .where(eq(schema.gameVendors.vendor, 'DS88'));
        expect(lanes.map((l) => l.accountTypeId)).toEqual([MAIN_WALLET_ID]);
        const after = await memberBalances(app.db, merchant.id, member.id);
        expect(after.get(oldWallet) ?? 0n).toBe(0n);
        expect(after.get(MAIN_WALLET_ID)).toBe(mainBefore + 1234n);
        const moves = await app.db
          .select({ id: schema.ledgerTransactions.id })
          .from(schema.ledgerTransactions)
          .where(
            and(
              eq(schema.ledgerTransactions.source, SEAMLESS_MOVE_SOURCE),
              eq(schema.ledgerTransactions.memberId, member.id),
            ),
          );
        expect(moves).toHaveLength(1);
        expect((await checkLedger(app.db)).problems).toEqual([]);
      } finally {
        await app.close();
      }
    }
  });
});
