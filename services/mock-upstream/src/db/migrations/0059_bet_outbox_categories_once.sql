-- bet_outbox_apply (0055) with its games' categories worked out once per game and batch.
-- The categories CTE was inlined into the batch's join, which evaluated round_category (a lookup of
-- the game and its vendor, an SQL function planned per call) once per outbox row instead of once
-- per distinct game: about as many calls as bets, some 60 us of PostgreSQL's time per bet
-- (pg_stat_user_functions under bench/wallet.ts). MATERIALIZED computes the CTE once; nothing else
-- changes.
CREATE OR REPLACE FUNCTION bet_outbox_apply(p_limit integer)
RETURNS TABLE (applied integer, oldest_at timestamptz, member_ids integer[], merchant_codes text[],
  referrer_ids integer[], referrer_codes text[])
LANGUAGE plpgsql AS $$
DECLARE
  v bet_outbox_item[];
  v_members integer[];
  v_turned_members integer[];
  v_turned_days date[];
  v_friends integer[];
  g record;
BEGIN
  WITH picked AS (
    SELECT o.id FROM bet_outbox o ORDER BY o.id LIMIT p_limit FOR UPDATE SKIP LOCKED
  ), gone AS (
    DELETE FROM bet_outbox o USING picked p WHERE o.id = p.id RETURNING o.*
  ), categories AS MATERIALIZED (
    SELECT x.vendor, x.game_code, round_category(x.vendor, x.game_code) AS category
    FROM (SELECT DISTINCT g2.vendor, g2.game_code FROM gone g2) x
  )
  SELECT array_agg(ROW(o.id, o.at, o.round_id, o.merchant_id, o.member_id,
      (o.round_at AT TIME ZONE m.time_zone)::date, (o.at AT TIME ZONE m.time_zone)::date, o.vendor,
      c.category, o.opened, o.d_bets, o.d_count, o.d_valid, o.d_win, o.settled_bet)::bet_outbox_item
      ORDER BY o.id)
    INTO v
    FROM gone o
    JOIN merchants m ON m.id = o.merchant_id
    JOIN categories c ON c.vendor = o.vendor AND c.game_code = o.game_code;
  IF v IS NULL THEN
    RETURN QUERY SELECT 0, NULL::timestamptz, '{}'::integer[], '{}'::text[], '{}'::integer[],
      '{}'::text[];
    RETURN;
  END IF;

  -- The batch's members, in id order: the lock every writer of a member's engagement rows takes first.
  SELECT array_agg(DISTINCT i.member_id ORDER BY i.member_id) INTO v_members FROM unnest(v) i;
  PERFORM 1 FROM member_totals t WHERE t.member_id = ANY(v_members) ORDER BY t.member_id FOR UPDATE;
  UPDATE member_totals t SET valid_bets = t.valid_bets + x.d_valid
    FROM (SELECT i.member_id, sum(i.d_valid) AS d_valid FROM unnest(v) i GROUP BY 1) x
    WHERE t.member_id = x.member_id AND x.d_valid <> 0;

  -- The members' days. A day whose member's first round is in the batch turns active: its row as it
  -- was before the statement says so (only a batch writes the flag, under the member's lock above;
  -- the insert runs whether or not the query reads it).
  WITH keys AS (
    SELECT i.member_id, i.day, min(i.merchant_id) AS merchant_id, sum(i.d_count) AS d_count,
      sum(i.d_bets) AS d_bets, sum(i.d_valid) AS d_valid, sum(i.d_win) AS d_win,
      bool_or(i.opened) AS opened
    FROM unnest(v) i GROUP BY 1, 2
  ), prior AS (
    SELECT d.member_id, d.day, d.active FROM member_daily d
    JOIN keys k ON k.member_id = d.member_id AND k.day = d.day
  ), up AS (
    INSERT INTO member_daily AS d (member_id, day, merchant_id, bet_count, bets, valid_bets, payouts,
        active)
      SELECT k.member_id, k.day, k.merchant_id, k.d_count, k.d_bets, k.d_valid, k.d_win, k.opened
      FROM keys k ORDER BY k.member_id, k.day
    ON CONFLICT (member_id, day) DO UPDATE SET
      bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts,
      active = d.active OR EXCLUDED.active
  )
  SELECT array_agg(k.member_id ORDER BY k.member_id, k.day), array_agg(k.day ORDER BY k.member_id, k.day)
    INTO v_turned_members, v_turned_days
    FROM keys k LEFT JOIN prior p ON p.member_id = k.member_id AND p.day = k.day
    WHERE k.opened AND p.active IS NOT TRUE;

  INSERT INTO member_daily_games AS d (member_id, day, vendor, category, bet_count, bets, valid_bets,
      payouts)
    SELECT i.member_id, i.day, i.vendor, i.category, sum(i.d_count), sum(i.d_bets), sum(i.d_valid),
      sum(i.d_win)
    FROM unnest(v) i WHERE (i.d_bets, i.d_count, i.d_valid, i.d_win) <> (0, 0, 0, 0)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (member_id, day, vendor, category) DO UPDATE SET
    bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
    valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts;

  -- Every ancestor's day and games: the batch's deltas summed per row, so a team's many bets cost
  -- its ancestors one update per row and batch.
  INSERT INTO agent_daily AS d (agent_id, day, depth, bet_count, bets, valid_bets, payouts)
    SELECT c.ancestor_id, i.day, c.depth, sum(i.d_count), sum(i.d_bets), sum(i.d_valid), sum(i.d_win)
    FROM unnest(v) i JOIN member_closure c ON c.descendant_id = i.member_id AND c.depth > 0
    WHERE (i.d_bets, i.d_count, i.d_valid, i.d_win) <> (0, 0, 0, 0)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, day, depth) DO UPDATE SET
    bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
    valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts;
  INSERT INTO agent_daily_games AS d (agent_id, day, vendor, category, bet_count, bets, valid_bets,
      payouts)
    SELECT c.ancestor_id, i.day, i.vendor, i.category, sum(i.d_count), sum(i.d_bets), sum(i.d_valid),
      sum(i.d_win)
    FROM unnest(v) i JOIN member_closure c ON c.descendant_id = i.member_id AND c.depth > 0
    WHERE (i.d_bets, i.d_count, i.d_valid, i.d_win) <> (0, 0, 0, 0)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, vendor, category) DO UPDATE SET
    bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
    valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts;

  -- Active days: each day that turned active counts under its gap from the member's active day
  -- before it; the first active day after it that was counted before now follows it, so its gap
  -- moves. Whatever order batches are applied in, every day ends under the gap to the day before
  -- it (as agent_rollup_rebuild computes them).
  IF v_turned_members IS NOT NULL THEN
    WITH turned AS (
      SELECT * FROM unnest(v_turned_members, v_turned_days) AS t(member_id, day)
    ), own AS (
      SELECT t.member_id, t.day, (SELECT max(d.day) FROM member_daily d
        WHERE d.member_id = t.member_id AND d.active AND d.day < t.day) AS prev
      FROM turned t
    ), nexts AS (
      SELECT DISTINCT t.member_id, (SELECT min(d.day) FROM member_daily d
        WHERE d.member_id = t.member_id AND d.active AND d.day > t.day
          AND NOT EXISTS (SELECT 1 FROM turned u WHERE u.member_id = d.member_id AND u.day = d.day)) AS day
      FROM turned t
    ), moved AS (
      SELECT n.member_id, n.day,
        (SELECT max(d.day) FROM member_daily d WHERE d.member_id = n.member_id AND d.active
          AND d.day < n.day
          AND NOT EXISTS (SELECT 1 FROM turned u WHERE u.member_id = d.member_id AND u.day = d.day))
          AS old_prev,
        (SELECT max(d.day) FROM member_daily d WHERE d.member_id = n.member_id AND d.active
          AND d.day < n.day) AS new_prev
      FROM nexts n WHERE n.day IS NOT NULL
    ), changes AS (
      SELECT o.member_id, o.day, o.prev, 1 AS delta FROM own o
      UNION ALL SELECT m.member_id, m.day, m.old_prev, -1 FROM moved m
      UNION ALL SELECT m.member_id, m.day, m.new_prev, 1 FROM moved m
    )
    INSERT INTO agent_active_days AS a (agent_id, day, gap, members)
      SELECT c.ancestor_id, x.day,
          CASE WHEN x.prev IS NULL THEN 32 ELSE least(32, x.day - x.prev) END AS gap, sum(x.delta)
        FROM changes x JOIN member_closure c ON c.descendant_id = x.member_id AND c.depth > 0
        GROUP BY 1, 2, 3 HAVING sum(x.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, day, gap) DO UPDATE SET members = a.members + EXCLUDED.members;
    DELETE FROM agent_active_days a WHERE a.members = 0 AND a.agent_id IN (
      SELECT c.ancestor_id FROM member_closure c
      WHERE c.descendant_id = ANY(v_turned_members) AND c.depth > 0);
  END IF;

  -- Referral: the settled stake adds to the friend's valid bet (0026), which may decide the friend.
  WITH settled AS (
    SELECT i.member_id, sum(i.settled_bet)::bigint AS valid FROM unnest(v) i
    WHERE i.settled_bet > 0 GROUP BY 1
  ), counted AS (
    UPDATE referrals f SET valid_bet_minor = f.valid_bet_minor + s.valid,
        active_at = CASE WHEN f.active_at IS NULL AND f.valid_bet_minor + s.valid >= (
            SELECT rs.min_valid_bet_minor FROM referral_settings rs WHERE rs.merchant_id = f.merchant_id)
          THEN now() ELSE f.active_at END
      FROM settled s WHERE f.friend_id = s.member_id
      RETURNING f.friend_id
  )
  SELECT array_agg(c.friend_id ORDER BY c.friend_id) INTO v_friends FROM counted c;
  PERFORM referral_decide(f) FROM unnest(v_friends) f ORDER BY f;

  -- Missions: the settled stake advances validBet missions and the round rounds missions, of its
  -- category, on the day it settled (0027).
  FOR g IN SELECT i.merchant_id, i.member_id, i.category, i.at_day, sum(i.settled_bet)::bigint AS valid,
      count(*) AS rounds
    FROM unnest(v) i WHERE i.settled_bet > 0
    GROUP BY 1, 2, 3, 4 ORDER BY 2, 4, 3 LOOP
    PERFORM mission_advance_on(g.merchant_id, g.member_id, 'validBet', g.category, g.valid, g.at_day);
    PERFORM mission_advance_on(g.merchant_id, g.member_id, 'rounds', g.category, g.rounds, g.at_day);
  END LOOP;

  -- Points: each settled round earns at its category's rate, once (the reference 'round:<id>', as
  -- points_earn_round did). The accounts are added to first (in member order), and each ledger row
  -- gets the balance after it: the new balance less what the member's later rows of the batch add.
  WITH earning AS (
    SELECT x.* FROM (
      SELECT i.member_id, i.merchant_id, i.round_id,
          floor(i.settled_bet * r.rate / (10::numeric ^ coalesce(mm.currency_decimals, 0)))::bigint
            AS points
        FROM unnest(v) i
        JOIN points_rates r ON r.merchant_id = i.merchant_id AND r.category = i.category AND r.rate > 0
        JOIN merchants mm ON mm.id = i.merchant_id
        WHERE i.settled_bet > 0
          AND NOT EXISTS (SELECT 1 FROM points_ledger l WHERE l.member_id = i.member_id
            AND l.type = 'EARN' AND l.reference = 'round:' || i.round_id)
    ) x WHERE x.points > 0
  ), accounts AS (
    INSERT INTO points_accounts AS a (member_id, merchant_id, balance, total_earned)
      SELECT e.member_id, min(e.merchant_id), sum(e.points), sum(e.points) FROM earning e
      GROUP BY 1 ORDER BY 1
    ON CONFLICT (member_id) DO UPDATE SET balance = a.balance + EXCLUDED.balance,
      total_earned = a.total_earned + EXCLUDED.total_earned, updated_at = now()
    RETURNING a.member_id, a.balance
  )
  INSERT INTO points_ledger (merchant_id, member_id, type, change, balance_after, reference)
    SELECT e.merchant_id, e.member_id, 'EARN', e.points,
        a.balance - sum(e.points) OVER (PARTITION BY e.member_id)
          + sum(e.points) OVER (PARTITION BY e.member_id ORDER BY e.round_id),
        'round:' || e.round_id
      FROM earning e JOIN accounts a ON a.member_id = e.member_id
      ORDER BY e.member_id, e.round_id;

  RETURN QUERY
    WITH counted AS (
      SELECT DISTINCT i.member_id, m.code FROM unnest(v) i JOIN merchants m ON m.id = i.merchant_id
      WHERE i.settled_bet > 0
    ), rewarded AS (
      -- Decided by referral_decide in this transaction (decided_at is its now()).
      SELECT DISTINCT f.referrer_id, m.code FROM referrals f JOIN merchants m ON m.id = f.merchant_id
      WHERE f.friend_id = ANY(coalesce(v_friends, '{}')) AND f.status = 'rewarded' AND f.decided_at = now()
    )
    SELECT cardinality(v), (SELECT min(i.at) FROM unnest(v) i),
      coalesce((SELECT array_agg(c.member_id ORDER BY c.member_id) FROM counted c), '{}'),
      coalesce((SELECT array_agg(c.code ORDER BY c.member_id) FROM counted c), '{}'),
      coalesce((SELECT array_agg(r.referrer_id ORDER BY r.referrer_id) FROM rewarded r), '{}'),
      coalesce((SELECT array_agg(r.code ORDER BY r.referrer_id) FROM rewarded r), '{}');
END
$$;
