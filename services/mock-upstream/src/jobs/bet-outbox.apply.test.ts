/**
 * What one batch of the bet outbox costs (migration 0059): a game's category is looked up once per
 * game and batch, not once per outbox row. `round_category` is an SQL function planned per call,
 * and the batch's join had evaluated it for every row, which made it about a tenth of PostgreSQL's
 * time per bet under bench/wallet.ts. The count comes from the transaction's own function
 * statistics (`pg_stat_xact_user_functions`), not from a clock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { adminHeaders, startTestApp, type TestApp } from '../test/app.js';
import { rsaKey } from '../test/accounts.js';
import { createMember, nextRequestId, settleRound } from '../test/wallet.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('a bet outbox batch', () => {
  it("looks each game's category up once, whatever its number of rounds", async () => {
    const member = await createMember(t.app, await rsaKey(t.app), { prefix: 'oc' });
    const funded = await t.app.inject({
      method: 'POST',
      url: `/admin/members/${member.account}/bonus`,
      headers: adminHeaders,
      payload: { requestId: nextRequestId('oc'), amount: '500.00', bonusType: 'CATEGORIES' },
    });
    expect(funded.statusCode, funded.body).toBe(200);
    // Whatever earlier tests of this process left in the outbox goes first.
    await t.app.betOutbox.drain();

    const games = { DEMOSLOT: 'RNG', DEMOBACCARAT: 'LIVE' } as const;
    const rounds = 12;
    for (const game of Object.keys(games)) {
      for (let r = 0; r < rounds; r++) {
        await settleRound(t.app, t.config.seamlessSecret, member.account, {
          id: `oc-${process.pid}-${member.id}-${game}-${r}`,
          bet: '1.00',
          win: '1.50',
          game,
        });
      }
    }

    const { applied, lookups } = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL track_functions = 'all'`);
      const [batch] = rowsOf(await tx.execute(sql`SELECT applied FROM bet_outbox_apply(1000)`));
      const [calls] = rowsOf(
        await tx.execute(sql`SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_xact_user_functions
          WHERE funcname = 'round_category'`),
      );
      return { applied: Number(batch?.['applied']), lookups: Number(calls?.['calls']) };
    });
    // Two changes per round (its opening and its settlement); two games.
    expect(applied).toBe(2 * rounds * Object.keys(games).length);
    expect(lookups).toBeLessThanOrEqual(Object.keys(games).length);

    // And every row still went under its own game's category.
    const days = rowsOf(
      await t.app.db.execute(sql`SELECT vendor, category, sum(bet_count)::int AS rounds
        FROM member_daily_games WHERE member_id = ${member.id} GROUP BY 1, 2 ORDER BY 2`),
    );
    expect(days).toEqual(
      Object.values(games)
        .sort()
        .map((category) => ({ vendor: 'DEMO', category, rounds })),
    );
  });
});
