import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.js';

const COLUMNS =
  'deposits, withdrawals, bet_count, bets, valid_bets, payouts, bonuses, rebates, first_deposit, active';

/**
 * Every rollup of these members (and of them as ancestors) against its recomputation from the
 * ledger, the rounds and the upline tree, after the bet outbox is drained: the members' days
 * (member_daily_expected) and games, every ancestor's days and games (the sums of its team's), the
 * active days by gap, the totals and the closure. Answers the rows that differ (none: all exact).
 */
export async function rollupMismatches(app: FastifyInstance, memberIds: number[]): Promise<unknown[]> {
  // What the rounds move is applied by the bet outbox's consumer (ADR 0024): all of it first.
  await app.betOutbox.drain();
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const memberRows = rowsOf(
    await app.db.execute(sql`
      (SELECT member_id, day::text, ${sql.raw(COLUMNS)} FROM member_daily WHERE member_id IN (${ids})
         AND (deposits, withdrawals, bet_count, bets, valid_bets, payouts, bonuses, rebates, first_deposit, active)
           <> (0, 0, 0, 0, 0, 0, 0, 0, 0, false)
       EXCEPT SELECT member_id, day::text, ${sql.raw(COLUMNS)} FROM member_daily_expected WHERE member_id IN (${ids}))
      UNION ALL
      (SELECT member_id, day::text, ${sql.raw(COLUMNS)} FROM member_daily_expected WHERE member_id IN (${ids})
       EXCEPT SELECT member_id, day::text, ${sql.raw(COLUMNS)} FROM member_daily WHERE member_id IN (${ids}))`),
  );
  const agentRows = rowsOf(
    await app.db.execute(sql`
      WITH expected AS (
        SELECT c.ancestor_id AS agent_id, d.day, c.depth, sum(d.deposits) AS deposits, sum(d.withdrawals) AS withdrawals,
               sum(d.bet_count) AS bet_count, sum(d.bets) AS bets, sum(d.valid_bets) AS valid_bets,
               sum(d.payouts) AS payouts, sum(d.bonuses) AS bonuses, sum(d.rebates) AS rebates,
               sum(d.first_deposit) AS first_deposit_amount,
               count(*) FILTER (WHERE d.first_deposit <> 0) AS first_deposits
        FROM member_closure c JOIN member_daily_expected d ON d.member_id = c.descendant_id
        WHERE c.ancestor_id IN (${ids}) AND c.depth > 0 GROUP BY 1, 2, 3
      ), actual AS (
        SELECT agent_id, day, depth, deposits, withdrawals, bet_count, bets, valid_bets, payouts, bonuses,
               rebates, first_deposit_amount, first_deposits
        FROM agent_daily WHERE agent_id IN (${ids})
          AND (deposits, withdrawals, bet_count, bets, valid_bets, payouts, bonuses, rebates, first_deposits)
            <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
      )
      SELECT 'agent' AS side, * FROM (
        (SELECT agent_id, day::text, depth, deposits::bigint, withdrawals::bigint, bet_count::bigint, bets::bigint,
                valid_bets::bigint, payouts::bigint, bonuses::bigint, rebates::bigint,
                first_deposit_amount::bigint, first_deposits::bigint FROM expected
         EXCEPT SELECT agent_id, day::text, depth, deposits, withdrawals, bet_count, bets, valid_bets, payouts,
                bonuses, rebates, first_deposit_amount, first_deposits FROM actual)
        UNION ALL
        (SELECT agent_id, day::text, depth, deposits, withdrawals, bet_count, bets, valid_bets, payouts, bonuses,
                rebates, first_deposit_amount, first_deposits FROM actual
         EXCEPT SELECT agent_id, day::text, depth, deposits::bigint, withdrawals::bigint, bet_count::bigint, bets::bigint,
                valid_bets::bigint, payouts::bigint, bonuses::bigint, rebates::bigint,
                first_deposit_amount::bigint, first_deposits::bigint FROM expected)) x`),
  );
  const totals = rowsOf(
    await app.db.execute(sql`
      SELECT t.member_id FROM member_totals t WHERE t.member_id IN (${ids}) AND (
        t.team_count <> (SELECT count(*) FROM member_closure c WHERE c.ancestor_id = t.member_id AND c.depth > 0)
        OR t.direct_count <> (SELECT count(*) FROM members m WHERE m.upline_id = t.member_id)
        OR t.deposits <> coalesce((SELECT sum(d.deposits) FROM member_daily_expected d WHERE d.member_id = t.member_id), 0)
        OR t.valid_bets <> coalesce((SELECT sum(d.valid_bets) FROM member_daily_expected d WHERE d.member_id = t.member_id), 0))`),
  );
  const closure = rowsOf(
    await app.db.execute(sql`
      WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
        SELECT id, id, 0 FROM members WHERE id IN (${ids})
        UNION ALL SELECT m.upline_id, up.descendant_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id
          WHERE m.upline_id IS NOT NULL)
      (SELECT ancestor_id, descendant_id, depth FROM up
       EXCEPT SELECT ancestor_id, descendant_id, depth FROM member_closure WHERE descendant_id IN (${ids}))
      UNION ALL
      (SELECT ancestor_id, descendant_id, depth FROM member_closure WHERE descendant_id IN (${ids})
       EXCEPT SELECT ancestor_id, descendant_id, depth FROM up)`),
  );
  // Active members: the agents' gap counts against the same counts from the recomputed days.
  const activeRows = rowsOf(
    await app.db.execute(sql`
      WITH expected AS (
        SELECT c.ancestor_id AS agent_id, x.day, x.gap, count(*)::int AS members FROM member_closure c
        JOIN (SELECT member_id, day,
                coalesce(least(32, day - lag(day) OVER (PARTITION BY member_id ORDER BY day)), 32) AS gap
              FROM member_daily_expected WHERE active) x ON x.member_id = c.descendant_id
        WHERE c.ancestor_id IN (${ids}) AND c.depth > 0 GROUP BY 1, 2, 3),
      actual AS (SELECT agent_id, day, gap, members FROM agent_active_days
                 WHERE agent_id IN (${ids}) AND members <> 0)
      (SELECT 'missing' AS side, * FROM expected EXCEPT SELECT 'missing', * FROM actual)
      UNION ALL (SELECT 'extra', * FROM actual EXCEPT SELECT 'extra', * FROM expected)`),
  );
  // Play per game category: each member's from its rounds, each ancestor's summed over its team.
  const gameRows = rowsOf(
    await app.db.execute(sql`
      WITH expected_members AS (
        SELECT r.member_id, merchant_day(r.merchant_id, r.created_at) AS day, r.vendor,
            round_category(r.vendor, r.game_code) AS category,
            count(*) FILTER (WHERE r.status = 'settled') AS bet_count, sum(r.bet_minor) AS bets,
            coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0) AS valid_bets,
            coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0) AS payouts
          FROM game_rounds r
          WHERE r.member_id IN (SELECT descendant_id FROM member_closure WHERE ancestor_id IN (${ids}))
          GROUP BY 1, 2, 3, 4
      ), expected AS (
        SELECT 'member' AS who, member_id AS id, day, vendor, category, bet_count::bigint, bets::bigint,
            valid_bets::bigint, payouts::bigint
          FROM expected_members WHERE member_id IN (${ids})
        UNION ALL
        SELECT 'agent', c.ancestor_id, e.day, e.vendor, e.category, sum(e.bet_count)::bigint,
            sum(e.bets)::bigint, sum(e.valid_bets)::bigint, sum(e.payouts)::bigint
          FROM expected_members e JOIN member_closure c ON c.descendant_id = e.member_id AND c.depth > 0
          WHERE c.ancestor_id IN (${ids}) GROUP BY 2, 3, 4, 5
      ), actual AS (
        SELECT 'member' AS who, member_id AS id, day, vendor, category, bet_count::bigint, bets, valid_bets,
            payouts FROM member_daily_games WHERE member_id IN (${ids})
        UNION ALL
        SELECT 'agent', agent_id, day, vendor, category, bet_count::bigint, bets, valid_bets, payouts
          FROM agent_daily_games WHERE agent_id IN (${ids})
      )
      (SELECT 'missing' AS side, * FROM expected WHERE (bet_count, bets, valid_bets, payouts) <> (0, 0, 0, 0)
       EXCEPT SELECT 'missing', * FROM actual)
      UNION ALL
      (SELECT 'extra', * FROM actual WHERE (bet_count, bets, valid_bets, payouts) <> (0, 0, 0, 0)
       EXCEPT SELECT 'extra', * FROM expected)`),
  );
  return [
    ...memberRows,
    ...gameRows.map((r) => ({ games: r })),
    ...agentRows,
    ...activeRows,
    ...totals.map((r) => ({ totals: r })),
    ...closure.map((r) => ({ closure: r })),
  ];
}
