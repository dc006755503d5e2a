CREATE TABLE "bet_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"round_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_at" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"d_bets" bigint DEFAULT 0 NOT NULL,
	"d_count" integer DEFAULT 0 NOT NULL,
	"d_valid" bigint DEFAULT 0 NOT NULL,
	"d_win" bigint DEFAULT 0 NOT NULL,
	"settled_bet" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- The bet outbox (ADR 0024). Until now four DEFERRABLE constraint triggers on game_rounds did, in
-- the bet's own transaction, everything a round's play moves besides the money: the member's and
-- every ancestor's daily rollups and the member's totals (0014), the active days, points (0024),
-- referral progress (0026) and missions (0027). Measured on the wallet bench they were more than
-- half of the database's time per seamless call, and concurrent bets of one team queued on their
-- ancestors' day rows. None of it decides money at bet time: the loss limits read game_rounds, the
-- withdrawal turnover is written by game_round_move itself, the balance is the ledger.
--
-- Now one trigger appends the change to bet_outbox (an insert, no shared row updated), and
-- bet_outbox_apply, run by the platform's bet-outbox job, applies batches of it: the rows are
-- deleted and applied in one transaction, so each counts exactly once, whichever of several
-- platform processes takes it (FOR UPDATE SKIP LOCKED). Deltas are summed per row they change and
-- applied in one fixed order (member_totals of the batch's members first, by id, then member_daily,
-- member_daily_games, agent_daily, agent_daily_games, agent_active_days, referrals, missions,
-- points), each statement in key order, so two batches, or a batch and a deposit (whose triggers
-- take the member's member_totals row first too, 0031), cannot deadlock.
-- ---------------------------------------------------------------------------------------------
DROP TRIGGER IF EXISTS game_rounds_agent_rollup ON game_rounds;
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_rounds_points_earn ON game_rounds;
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_rounds_referral ON game_rounds;
--> statement-breakpoint
DROP TRIGGER IF EXISTS game_rounds_missions ON game_rounds;
--> statement-breakpoint
DROP FUNCTION IF EXISTS agent_rollup_round();
--> statement-breakpoint
DROP FUNCTION IF EXISTS points_earn_round();
--> statement-breakpoint
DROP FUNCTION IF EXISTS referral_on_round();
--> statement-breakpoint
DROP FUNCTION IF EXISTS mission_round();
--> statement-breakpoint
DROP FUNCTION IF EXISTS member_became_active(integer, integer, date);
--> statement-breakpoint
DROP FUNCTION IF EXISTS agent_rollup_game_add(integer, date, text, text, integer, bigint, bigint, bigint);
--> statement-breakpoint
-- A round's change as deltas: its stake (bets) as debits and rollbacks change it, and once settled
-- its count, valid bet (stake as settled) and payout (as agent_rollup_round computed them); the
-- stake it settled with when this change settled it (what points, missions and referral count, as
-- their triggers did: a settled round is never settled again).
CREATE OR REPLACE FUNCTION bet_outbox_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_bets bigint := 0; o_count integer := 0; o_valid bigint := 0; o_win bigint := 0;
  n_count integer := 0; n_valid bigint := 0; n_win bigint := 0;
  v_settled bigint := 0;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    o_bets := OLD.bet_minor;
    IF OLD.status = 'settled' THEN o_count := 1; o_valid := OLD.bet_minor; o_win := OLD.win_minor; END IF;
  END IF;
  IF NEW.status = 'settled' THEN
    n_count := 1; n_valid := NEW.bet_minor; n_win := NEW.win_minor;
    IF o_count = 0 AND NEW.bet_minor > 0 THEN v_settled := NEW.bet_minor; END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.bet_minor = o_bets AND n_count = o_count AND n_valid = o_valid
      AND n_win = o_win THEN
    RETURN NULL;
  END IF;
  INSERT INTO bet_outbox (round_id, merchant_id, member_id, round_at, vendor, game_code, opened,
      d_bets, d_count, d_valid, d_win, settled_bet)
    VALUES (NEW.id, NEW.merchant_id, NEW.member_id, NEW.created_at, NEW.vendor, NEW.game_code,
      TG_OP = 'INSERT', NEW.bet_minor - o_bets, n_count - o_count, n_valid - o_valid, n_win - o_win,
      v_settled);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_bet_outbox
  AFTER INSERT OR UPDATE OF bet_minor, status, win_minor ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION bet_outbox_round();
--> statement-breakpoint
-- mission_advance on a given brand day (the outbox counts a round on the day it settled, however
-- late it is applied); mission_advance (deposits) keeps counting on today.
CREATE OR REPLACE FUNCTION mission_advance_on(p_merchant integer, p_member integer, p_kind text,
  p_category text, p_amount bigint, p_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_start date;
  m record;
BEGIN
  IF p_amount <= 0 THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM members WHERE id = p_member AND type = 4) THEN RETURN; END IF;
  FOR m IN SELECT id, period FROM missions
      WHERE merchant_id = p_merchant AND kind = p_kind AND active
        AND (category IS NULL OR category = p_category)
      ORDER BY id LOOP
    v_start := mission_period_start(m.period, p_day);
    INSERT INTO mission_progress AS p (member_id, mission_id, period_start, merchant_id, progress)
      VALUES (p_member, m.id, v_start, p_merchant, p_amount)
      ON CONFLICT (member_id, mission_id, period_start)
      DO UPDATE SET progress = p.progress + EXCLUDED.progress, updated_at = now();
    PERFORM mission_complete(p_member, m.id, v_start, p_day);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mission_advance(p_merchant integer, p_member integer, p_kind text,
  p_category text, p_amount bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mission_advance_on(p_merchant, p_member, p_kind, p_category, p_amount,
    merchant_day(p_merchant, now()));
END
$$;
--> statement-breakpoint
-- An upline change rebuilds its ancestors from member_daily (0014). It now first takes the
-- member_totals rows of the moved subtree and of both sides' ancestors, in id order, as the outbox's
-- batches take their members' first: a batch applies a moved member's pending play either wholly
-- before the move (and the rebuild reads it) or wholly after it (to the new ancestors).
CREATE OR REPLACE FUNCTION member_closure_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_affected integer[];
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (SELECT 1 FROM member_closure c
      WHERE c.ancestor_id = NEW.id AND c.descendant_id = NEW.upline_id) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation';
  END IF;
  PERFORM 1 FROM member_totals t
    WHERE t.member_id IN (
      SELECT c.descendant_id FROM member_closure c WHERE c.ancestor_id = NEW.id
      UNION SELECT c.ancestor_id FROM member_closure c WHERE c.descendant_id = NEW.id AND c.depth > 0
      UNION SELECT c.ancestor_id FROM member_closure c WHERE c.descendant_id = NEW.upline_id)
    ORDER BY t.member_id FOR UPDATE;
  SELECT array_agg(DISTINCT c.ancestor_id) INTO v_affected FROM member_closure c
    WHERE c.descendant_id = NEW.id AND c.depth > 0;
  DELETE FROM member_closure c USING member_closure s
    WHERE s.ancestor_id = NEW.id AND c.descendant_id = s.descendant_id
      AND c.ancestor_id NOT IN (SELECT s2.descendant_id FROM member_closure s2 WHERE s2.ancestor_id = NEW.id);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_closure (ancestor_id, descendant_id, depth)
      SELECT a.ancestor_id, s.descendant_id, a.depth + 1 + s.depth
      FROM member_closure a, member_closure s
      WHERE a.descendant_id = NEW.upline_id AND s.ancestor_id = NEW.id;
    SELECT array_agg(DISTINCT x) INTO v_affected FROM unnest(coalesce(v_affected, '{}') ||
      ARRAY(SELECT c.ancestor_id FROM member_closure c WHERE c.descendant_id = NEW.id AND c.depth > 0)) x;
  END IF;
  PERFORM agent_rollup_rebuild(a) FROM unnest(coalesce(v_affected, '{}')) a ORDER BY a;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One outbox row as bet_outbox_apply files it: the brand-zone day the round was bet on (its play's
-- day), the day the change was made on (missions count a round on the day it settled), the game's
-- category.
CREATE TYPE bet_outbox_item AS (
  id bigint, at timestamptz, round_id bigint, merchant_id integer, member_id integer, day date,
  at_day date, vendor text, category text, opened boolean, d_bets bigint, d_count integer,
  d_valid bigint, d_win bigint, settled_bet bigint
);
--> statement-breakpoint
-- Applies up to p_limit of the oldest outbox rows no other transaction holds, and deletes them, in
-- the caller's transaction (one statement: one transaction). Answers how many, the oldest one's
-- time (the lag), the members (with their brands) whose settled rounds moved their missions, points
-- or referral, and the referrers whose friend's reward it issued, for the platform to tell them.
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
  ), categories AS (
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
