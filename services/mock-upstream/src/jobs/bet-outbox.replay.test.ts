/**
 * The bet outbox is exact (ADR 0024). A day of a team's play is replayed at once: twelve players
 * under an agent and its sub-agent bet, win, lose, bet twice on a round, roll one debit or all of a
 * round back, leave rounds open, in three game categories, through the seamless wallet; deposits
 * land among the bets and a player moves to another upline in the middle, while three consumers
 * (as three platform processes) apply the outbox in small batches; then rounds of earlier days
 * arrive a day at a time, in no order of days. Afterwards every reader of what play moves equals
 * its recomputation from the rounds and the ledger: the members' and ancestors' days and games, the
 * active days, the totals, points (each ledger row with the balance after it), mission progress and
 * its rewards, referral progress and its reward, the withdrawal turnover, and the agent's team
 * overview and the points balance as the API answers them. Meaningful on PostgreSQL
 * (DATABASE_URL); PGlite serialises the calls and the outcome still holds.
 */
import {
  agentEndpoints,
  envelope,
  fromMinor,
  MAIN_WALLET_ID,
  pointsEndpoints,
  type RsaKey,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { members } from '../db/schema/index.js';
import { player, postTransaction, system } from '../modules/ledger/ledger.repository.js';
import { signedSeamlessRequest } from '../modules/seamless/seamless.service.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../test/app.js';
import { rsaKey } from '../test/accounts.js';
import { whileConsuming } from '../test/bet-outbox.js';
import { brandDay } from '../test/days.js';
import { rollupMismatches } from '../test/rollups.js';
import { call, createMember, nextRequestId, type TestMember } from '../test/wallet.js';

const PLAYERS = 12;
const ROUNDS = 30;

let t: TestApp;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => t?.close());

/** A fixed sequence of pseudo-random numbers (the same day is replayed on every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s % n;
  };
}

const GAMES = ['DEMOSLOT', 'DEMOSLOT', 'DEMOBACCARAT', 'g'] as const; // RNG twice as often, LIVE, OTHER

type Step =
  | { kind: 'debit' | 'credit'; round: string; game: string; tx: string; amount: number }
  | { kind: 'rollback'; round: string; tx: string; ref: string }
  | { kind: 'deposit'; tx: string; amount: number }
  | { kind: 'move' };

/** One player's day: rounds as a vendor plays them (in order), with a deposit now and then. */
function dayOf(who: number, next: (n: number) => number): Step[] {
  const steps: Step[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = `rp-${process.pid}-${who}-${r}`;
    // The heavy players play slots only, and enough rounds to finish the daily rounds mission.
    const game = who < 3 ? 'DEMOSLOT' : (GAMES[next(GAMES.length)] ?? 'g');
    const stake = 100 * (5 + next(60));
    const debit = (n: number, amount = stake): Step => ({
      kind: 'debit',
      round,
      game,
      tx: `${round}-d${n}`,
      amount,
    });
    const credit = (amount: number): Step => ({ kind: 'credit', round, game, tx: `${round}-c`, amount });
    const end = next(10);
    if (end < 5) steps.push(debit(0), credit(next(3) === 0 ? 0 : stake * next(4)));
    else if (end < 7) steps.push(debit(0), debit(1, 100 * (1 + next(9))), credit(stake));
    else if (end === 7)
      steps.push(debit(0), { kind: 'rollback', round, tx: `${round}-r`, ref: `${round}-d0` });
    else if (end === 8) {
      steps.push(debit(0), debit(1, 700), { kind: 'rollback', round, tx: `${round}-r`, ref: `${round}-d1` });
      steps.push(credit(300));
    } else steps.push(debit(0)); // left open: its stake counts, it is no valid bet yet
    if (next(8) === 0) steps.push({ kind: 'deposit', tx: `${round}-dep`, amount: 100 * (10 + next(400)) });
    if (who === 5 && r === ROUNDS / 2) steps.push({ kind: 'move' });
  }
  return steps;
}

describe('the bet outbox', () => {
  it('gives every reader of a replayed day what a recomputation from the rounds and the ledger gives', async () => {
    const next = random(24_2026);
    const agent = await createMember(t.app, key, { type: 1, prefix: 'oa' });
    const sub = await createMember(t.app, key, { type: 1, prefix: 'os', uplineId: agent.id });
    const team: TestMember[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      team.push(await createMember(t.app, key, { prefix: 'op', uplineId: i % 2 === 0 ? agent.id : sub.id }));
    }
    // A newcomer plays one small round only: a referred friend who stays below the threshold.
    const newcomer = await createMember(t.app, key, { prefix: 'on', uplineId: sub.id });
    const everyone = [agent.id, sub.id, ...team.map((m) => m.id), newcomer.id];
    const [brand] = rowsOf(
      await t.app.db
        .execute(sql`SELECT m.id, m.currency FROM merchants m JOIN members x ON x.merchant_id = m.id
        WHERE x.id = ${agent.id}`),
    );
    const merchantId = Number(brand?.['id']);
    const currency = String(brand?.['currency']);
    // Funds with a turnover requirement (the withdrawal turnover is one of the readers), and two
    // referred friends of player 11: player 0 will pass the valid-bet threshold, the newcomer not.
    for (const m of [...team, newcomer]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin/members/${m.account}/bonus`,
        headers: adminHeaders,
        payload: {
          requestId: nextRequestId('op'),
          amount: '5000.00',
          bonusType: 'REPLAY',
          turnoverMultiplier: 1,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const referrer = team[11];
    const friends = [team[0], newcomer];
    for (const friend of friends) {
      await t.app.db
        .execute(sql`INSERT INTO referrals (friend_id, merchant_id, referrer_id, first_deposit_minor,
          deposited_at) VALUES (${friend?.id}, ${merchantId}, ${referrer?.id}, 5000, now())`);
    }

    const moved = team[5];
    const seamless = (m: TestMember, s: Exclude<Step, { kind: 'deposit' | 'move' }>) =>
      t.app.inject(
        signedSeamlessRequest(
          t.config.seamlessSecret,
          s.kind,
          s.kind === 'rollback'
            ? { vendor: 'DEMO', account: m.account, txId: s.tx, roundId: s.round, refTxId: s.ref }
            : {
                vendor: 'DEMO',
                account: m.account,
                txId: s.tx,
                roundId: s.round,
                gameCode: s.game,
                amount: fromMinor(BigInt(s.amount), 2),
              },
        ),
      );
    const days = team.map((_, who) => dayOf(who, next));
    const newcomerRound = `rn-${process.pid}`;
    days.push([
      { kind: 'debit', round: newcomerRound, game: 'DEMOSLOT', tx: `${newcomerRound}-d`, amount: 100 },
      { kind: 'credit', round: newcomerRound, game: 'DEMOSLOT', tx: `${newcomerRound}-c`, amount: 0 },
    ]);
    const players = [...team, newcomer];
    const play = async (m: TestMember, steps: Step[]) => {
      for (const s of steps) {
        if (s.kind === 'deposit') {
          await postTransaction(t.app.db, {
            merchantId,
            currency,
            source: 'replay-deposit',
            idempotencyKey: s.tx,
            type: 'DEPOSIT',
            memberId: m.id,
            reference: s.tx,
            postings: [
              { account: system('PAYMENT_CLEARING'), amount: -BigInt(s.amount) },
              { account: player(m.id, MAIN_WALLET_ID), amount: BigInt(s.amount) },
            ],
          });
        } else if (s.kind === 'move') {
          await t.app.db
            .update(members)
            .set({ uplineId: agent.id })
            .where(eq(members.id, moved?.id ?? 0));
        } else {
          const res = await seamless(m, s);
          expect(res.statusCode, `${s.kind} ${s.tx}: ${res.body}`).toBe(200);
        }
      }
    };
    await whileConsuming(t.app, Promise.all(players.map((m, who) => play(m, days[who] ?? []))));
    const counted = days.flat().filter((s) => s.kind === 'credit').length;
    expect(counted).toBeGreaterThan(PLAYERS * ROUNDS * 0.6);

    // Then rounds of earlier days, written straight into game_rounds (no money moves: the replay is
    // about what play moves besides it), applied a day at a time in no order of days: each one that
    // lands between two counted active days moves the later one's gap, and the active days' gaps
    // must come out as if every day had been applied in order.
    for (const [i, ago] of [9, 2, 6, 3, 12].entries()) {
      for (const m of team.slice(0, 4)) {
        await t.app.db
          .execute(sql`INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code,
            status, bet_minor, win_minor, created_at, settled_at)
          VALUES (${merchantId}, ${m.id}, 'DEMO', ${`rh-${process.pid}-${m.id}-${i}`}, 'DEMOSLOT', 'settled',
            ${1000 + i}, ${i * 300}, now() - make_interval(days => ${ago}), now())`);
      }
      await t.app.betOutbox.drain();
    }

    // Rollups, games, active days, totals, the closure (the move): members' and ancestors'.
    expect(await rollupMismatches(t.app, everyone)).toEqual([]);
    expect(rowsOf(await t.app.db.execute(sql`SELECT count(*)::int AS n FROM bet_outbox`))).toEqual([
      { n: 0 },
    ]);

    const ids = sql.join(
      players.map((m) => sql`${m.id}`),
      sql`, `,
    );
    // Points: one EARN per settled round that earns, at its category's rate; each ledger row's
    // balance the running sum; the account its sum.
    const points = rowsOf(
      await t.app.db.execute(sql`
        WITH expected AS (
          SELECT r.member_id, 'round:' || r.id AS reference,
              floor(r.bet_minor * pr.rate / (10::numeric ^ mm.currency_decimals))::bigint AS change
            FROM game_rounds r JOIN merchants mm ON mm.id = r.merchant_id
            JOIN points_rates pr ON pr.merchant_id = r.merchant_id AND pr.rate > 0
              AND pr.category = round_category(r.vendor, r.game_code)
            WHERE r.member_id IN (${ids}) AND r.status = 'settled' AND r.bet_minor > 0
        ), actual AS (
          SELECT member_id, reference, change FROM points_ledger WHERE member_id IN (${ids}) AND type = 'EARN'
        )
        (SELECT 'missing' AS side, * FROM expected WHERE change > 0 EXCEPT SELECT 'missing', * FROM actual)
        UNION ALL (SELECT 'extra', * FROM actual EXCEPT SELECT 'extra', * FROM expected)
        UNION ALL
        SELECT 'balance_after', member_id, id::text, balance_after FROM (
          SELECT l.member_id, l.id, l.balance_after,
              sum(l.change) OVER (PARTITION BY l.member_id ORDER BY l.id) AS running
            FROM points_ledger l WHERE l.member_id IN (${ids})) x WHERE balance_after <> running
        UNION ALL
        SELECT 'account', a.member_id, a.balance::text, a.total_earned FROM points_accounts a
          WHERE a.member_id IN (${ids}) AND (a.balance, a.total_earned) <> (
            SELECT coalesce(sum(l.change), 0), coalesce(sum(l.change) FILTER (WHERE l.type = 'EARN'), 0)
            FROM points_ledger l WHERE l.member_id = a.member_id)`),
    );
    expect(points).toEqual([]);
    const [earned] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM points_ledger WHERE member_id IN (${ids})`),
    );
    expect(Number(earned?.['n'])).toBeGreaterThan(100);

    // Missions: progress per member, mission and period from the settled rounds (on the day they
    // settled) and the deposits; complete exactly when the target is reached, one reward each.
    const missionRows = rowsOf(
      await t.app.db.execute(sql`
        WITH contributions AS (
          SELECT r.member_id, m.id AS mission_id,
              mission_period_start(m.period, merchant_day(r.merchant_id, r.settled_at)) AS period_start,
              CASE WHEN m.kind = 'validBet' THEN r.bet_minor ELSE 1 END AS amount
            FROM game_rounds r JOIN missions m ON m.merchant_id = r.merchant_id AND m.active
              AND m.kind IN ('validBet', 'rounds')
              AND (m.category IS NULL OR m.category = round_category(r.vendor, r.game_code))
            WHERE r.member_id IN (${ids}) AND r.status = 'settled' AND r.bet_minor > 0
          UNION ALL
          SELECT t.member_id, m.id, mission_period_start(m.period, merchant_day(t.merchant_id, t.created_at)),
              e.amount
            FROM ledger_transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id
            JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
              AND a.account_type_id = 1
            JOIN missions m ON m.merchant_id = t.merchant_id AND m.active AND m.kind = 'deposit'
            WHERE t.member_id IN (${ids}) AND t.type = 'DEPOSIT' AND e.amount > 0
        ), expected AS (
          SELECT c.member_id, c.mission_id, c.period_start, sum(c.amount)::bigint AS progress,
              sum(c.amount) >= m.target AS done
            FROM contributions c JOIN missions m ON m.id = c.mission_id GROUP BY 1, 2, 3, m.target
        ), actual AS (
          SELECT p.member_id, p.mission_id, p.period_start, p.progress, p.completed_at IS NOT NULL AS done
            FROM mission_progress p JOIN missions m ON m.id = p.mission_id
            WHERE p.member_id IN (${ids}) AND m.kind IN ('validBet', 'rounds', 'deposit')
        )
        (SELECT 'missing' AS side, * FROM expected EXCEPT SELECT 'missing', * FROM actual)
        UNION ALL (SELECT 'extra', * FROM actual EXCEPT SELECT 'extra', * FROM expected)
        UNION ALL
        SELECT 'rewards', p.member_id, p.mission_id, p.period_start, count(w.id), p.completed_at IS NOT NULL
          FROM mission_progress p
          LEFT JOIN rewards w ON w.member_id = p.member_id AND w.source = 'mission'
            AND w.source_key = 'mission:' || p.mission_id || ':' || p.period_start
          WHERE p.member_id IN (${ids})
          GROUP BY p.member_id, p.mission_id, p.period_start, p.completed_at, p.reward_id
          HAVING count(w.id) <> CASE WHEN p.completed_at IS NULL THEN 0 ELSE 1 END
            OR (p.completed_at IS NOT NULL AND p.reward_id IS DISTINCT FROM min(w.id))`),
    );
    expect(missionRows).toEqual([]);
    const [completed] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM mission_progress p JOIN missions m
        ON m.id = p.mission_id WHERE p.member_id IN (${ids}) AND m.kind IN ('validBet', 'rounds')
        AND p.completed_at IS NOT NULL`),
    );
    expect(Number(completed?.['n'])).toBeGreaterThan(0);

    // Referral: the friends' valid bets are their settled stakes; the one past the threshold is
    // rewarded once, the other still pending.
    const referralRows = rowsOf(
      await t.app.db.execute(sql`
        SELECT f.friend_id, f.valid_bet_minor::text AS valid, f.status, f.active_at IS NOT NULL AS active,
            (SELECT coalesce(sum(r.bet_minor), 0) FROM game_rounds r WHERE r.member_id = f.friend_id
              AND r.status = 'settled' AND r.bet_minor > 0)::text AS expected,
            (SELECT count(*) FROM rewards w WHERE w.member_id = f.referrer_id
              AND w.source_key = 'referral:' || f.friend_id)::int AS rewards,
            s.min_valid_bet_minor::text AS threshold
          FROM referrals f JOIN referral_settings s ON s.merchant_id = f.merchant_id
          WHERE f.friend_id IN (${friends[0]?.id}, ${friends[1]?.id}) ORDER BY f.friend_id`),
    );
    for (const r of referralRows) {
      expect(r['valid'], JSON.stringify(r)).toBe(r['expected']);
      const reached = BigInt(String(r['valid'])) >= BigInt(String(r['threshold']));
      expect(r, JSON.stringify(r)).toMatchObject({
        status: reached ? 'rewarded' : 'pending',
        active: reached,
        rewards: reached ? 1 : 0,
      });
    }
    expect(referralRows.map((r) => r['status'])).toEqual(['rewarded', 'pending']);

    // The withdrawal turnover (written by the bet itself): the settled stakes, up to what is required.
    const turnover = rowsOf(
      await t.app.db.execute(sql`
        SELECT t.member_id FROM member_turnover t WHERE t.member_id IN (${ids}) AND t.done_minor <> least(
          t.required_minor, (SELECT coalesce(sum(r.bet_minor), 0) FROM game_rounds r
            WHERE r.member_id = t.member_id AND r.status = 'settled' AND r.created_at > now() - interval '1 day'))`),
    );
    expect(turnover).toEqual([]);

    // Two readers as the API answers them: the agent's team overview of today and a player's points.
    const today = brandDay();
    const overview = await call(
      t.app,
      agent.token,
      'GET',
      `${agentEndpoints.teamOverview.path}?startDate=${today}&endDate=${today}`,
    );
    const [team24] = rowsOf(
      await t.app.db
        .execute(sql`SELECT coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0)::bigint AS valid,
          count(DISTINCT r.member_id)::int AS active
        FROM game_rounds r JOIN member_closure c ON c.descendant_id = r.member_id AND c.depth > 0
        WHERE c.ancestor_id = ${agent.id} AND merchant_day(r.merchant_id, r.created_at) = ${today}::date`),
    );
    const stats = envelope(agentEndpoints.teamOverview.response).parse(json(overview)).value.current;
    expect(stats.validBets).toBe(fromMinor(BigInt(String(team24?.['valid'])), 2));
    expect(stats.activeMembers).toBe(Number(team24?.['active']));
    const heavy = team[0];
    const balance = envelope(pointsEndpoints.balance.response).parse(
      json(await call(t.app, heavy?.token ?? '', 'GET', pointsEndpoints.balance.path)),
    ).value;
    const [pointsSum] = rowsOf(
      await t.app.db.execute(
        sql`SELECT coalesce(sum(change), 0)::int AS n FROM points_ledger WHERE member_id = ${heavy?.id}`,
      ),
    );
    expect(balance.balance).toBe(Number(pointsSum?.['n']));
  }, 180_000);
});
