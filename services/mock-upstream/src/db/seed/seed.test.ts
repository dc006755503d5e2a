import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/db.js';
import type { Db } from '../client.js';
import * as schema from '../schema/index.js';

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
