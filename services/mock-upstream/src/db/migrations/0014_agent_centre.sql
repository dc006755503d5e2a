CREATE TABLE "agent_active_days" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_active_days_agent_id_day_gap_pk" PRIMARY KEY("agent_id","day","gap")
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"mobile_num" text,
	"email" text,
	"telegram" text,
	"market" text NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_daily" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"depth" integer NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_daily_agent_id_day_depth_pk" PRIMARY KEY("agent_id","day","depth")
);
--> statement-breakpoint
CREATE TABLE "agent_daily_games" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_daily_games_agent_id_day_vendor_category_pk" PRIMARY KEY("agent_id","day","vendor","category")
);
--> statement-breakpoint
CREATE TABLE "agent_invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_invite_links_code_uq" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "member_closure" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_closure_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "member_daily" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"first_deposit" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_daily_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_daily_games" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_games_member_id_day_vendor_category_pk" PRIMARY KEY("member_id","day","vendor","category")
);
--> statement-breakpoint
CREATE TABLE "member_totals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"direct_count" integer DEFAULT 0 NOT NULL,
	"team_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"first_deposit" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_active_days" ADD CONSTRAINT "agent_active_days_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_daily" ADD CONSTRAINT "agent_daily_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_daily_games" ADD CONSTRAINT "agent_daily_games_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_links" ADD CONSTRAINT "agent_invite_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_links" ADD CONSTRAINT "agent_invite_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_closure" ADD CONSTRAINT "member_closure_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_closure" ADD CONSTRAINT "member_closure_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily" ADD CONSTRAINT "member_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily" ADD CONSTRAINT "member_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_games" ADD CONSTRAINT "member_daily_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_totals" ADD CONSTRAINT "member_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_totals" ADD CONSTRAINT "member_totals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_member_uq" ON "agent_applications" USING btree ("merchant_id","member_id") WHERE "agent_applications"."status" = 'pending' AND "agent_applications"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_mobile_uq" ON "agent_applications" USING btree ("merchant_id","mobile_num") WHERE "agent_applications"."status" = 'pending' AND "agent_applications"."mobile_num" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_email_uq" ON "agent_applications" USING btree ("merchant_id","email") WHERE "agent_applications"."status" = 'pending' AND "agent_applications"."email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_telegram_uq" ON "agent_applications" USING btree ("merchant_id","telegram") WHERE "agent_applications"."status" = 'pending' AND "agent_applications"."telegram" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_applications_member_idx" ON "agent_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_applications_merchant_idx" ON "agent_applications" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "agent_invite_links_agent_idx" ON "agent_invite_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "member_closure_descendant_idx" ON "member_closure" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_closure_ancestor_depth_idx" ON "member_closure" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- The agent centre's structures are written by triggers (see src/db/schema/agent.ts): whoever
-- inserts a member, changes an upline, posts a ledger movement or writes a game round writes them
-- in the same transaction, without knowing they exist.
--
-- Lock order: the money triggers are DEFERRABLE INITIALLY DEFERRED constraint triggers, so they
-- run at commit, after the transaction's ledger and round writes; every money transaction thus
-- takes the rollup rows last (member_totals, member_daily, then agent rows in ancestor-id order)
-- and cannot deadlock against another one's ledger locks.
-- ---------------------------------------------------------------------------------------------

-- The brand-zone day of an instant for a merchant.
CREATE OR REPLACE FUNCTION merchant_day(p_merchant integer, p_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE m.time_zone)::date FROM merchants m WHERE m.id = p_merchant
$$;
--> statement-breakpoint
-- Adds money and play figures to a member's day and to the same day of every ancestor.
CREATE OR REPLACE FUNCTION agent_rollup_add(
  p_member integer, p_merchant integer, p_day date,
  d_deposits bigint, d_withdrawals bigint, d_bet_count integer, d_bets bigint, d_valid bigint,
  d_payouts bigint, d_bonuses bigint, d_rebates bigint, d_first_count integer, d_first bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_daily AS d (member_id, day, merchant_id, deposits, withdrawals, bet_count, bets,
      valid_bets, payouts, bonuses, rebates, first_deposit)
    VALUES (p_member, p_day, p_merchant, d_deposits, d_withdrawals, d_bet_count, d_bets, d_valid,
      d_payouts, d_bonuses, d_rebates, d_first)
    ON CONFLICT (member_id, day) DO UPDATE SET
      deposits = d.deposits + EXCLUDED.deposits, withdrawals = d.withdrawals + EXCLUDED.withdrawals,
      bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts,
      bonuses = d.bonuses + EXCLUDED.bonuses, rebates = d.rebates + EXCLUDED.rebates,
      first_deposit = d.first_deposit + EXCLUDED.first_deposit;
  INSERT INTO agent_daily AS d (agent_id, day, depth, first_deposits, first_deposit_amount, deposits,
      withdrawals, bet_count, bets, valid_bets, payouts, bonuses, rebates)
    SELECT c.ancestor_id, p_day, c.depth, d_first_count, d_first, d_deposits, d_withdrawals, d_bet_count,
        d_bets, d_valid, d_payouts, d_bonuses, d_rebates
      FROM member_closure c WHERE c.descendant_id = p_member AND c.depth > 0
      ORDER BY c.ancestor_id
    ON CONFLICT (agent_id, day, depth) DO UPDATE SET
      first_deposits = d.first_deposits + EXCLUDED.first_deposits,
      first_deposit_amount = d.first_deposit_amount + EXCLUDED.first_deposit_amount,
      deposits = d.deposits + EXCLUDED.deposits, withdrawals = d.withdrawals + EXCLUDED.withdrawals,
      bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts,
      bonuses = d.bonuses + EXCLUDED.bonuses, rebates = d.rebates + EXCLUDED.rebates;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_rollup_game_add(
  p_member integer, p_day date, p_vendor text, p_category text,
  d_bet_count integer, d_bets bigint, d_valid bigint, d_payouts bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_daily_games AS d (member_id, day, vendor, category, bet_count, bets, valid_bets, payouts)
    VALUES (p_member, p_day, p_vendor, p_category, d_bet_count, d_bets, d_valid, d_payouts)
    ON CONFLICT (member_id, day, vendor, category) DO UPDATE SET
      bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts;
  INSERT INTO agent_daily_games AS d (agent_id, day, vendor, category, bet_count, bets, valid_bets, payouts)
    SELECT c.ancestor_id, p_day, p_vendor, p_category, d_bet_count, d_bets, d_valid, d_payouts
      FROM member_closure c WHERE c.descendant_id = p_member AND c.depth > 0
      ORDER BY c.ancestor_id
    ON CONFLICT (agent_id, day, vendor, category) DO UPDATE SET
      bet_count = d.bet_count + EXCLUDED.bet_count, bets = d.bets + EXCLUDED.bets,
      valid_bets = d.valid_bets + EXCLUDED.valid_bets, payouts = d.payouts + EXCLUDED.payouts;
END
$$;
--> statement-breakpoint
-- The game category a round files under: its game's vendor card type, else OTHER.
CREATE OR REPLACE FUNCTION round_category(p_vendor text, p_game text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT gv.game_type FROM games g JOIN game_vendors gv ON gv.id = g.vendor_id
    WHERE gv.vendor = p_vendor AND g.game_code = p_game ORDER BY gv.id LIMIT 1), 'OTHER')
$$;
--> statement-breakpoint
-- Ledger movements of a member's main wallet: deposits, withdrawals (held less refunded), bonuses
-- and rebates (a BONUS whose bonusType starts with "rebate"), and the first deposit.
CREATE OR REPLACE FUNCTION agent_rollup_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_amount bigint;
  v_day date;
  v_first boolean := false;
  v_rebate boolean;
BEGIN
  SELECT coalesce(sum(e.amount), 0) INTO v_amount FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = NEW.id AND a.kind = 'player' AND a.member_id = NEW.member_id
      AND a.account_type_id = 1;
  IF v_amount = 0 THEN RETURN NULL; END IF;
  v_day := merchant_day(NEW.merchant_id, NEW.created_at);
  IF NEW.type = 'DEPOSIT' THEN
    SELECT t.first_deposit_at IS NULL INTO v_first FROM member_totals t
      WHERE t.member_id = NEW.member_id FOR UPDATE;
    UPDATE member_totals t SET deposits = t.deposits + v_amount,
        first_deposit_at = coalesce(t.first_deposit_at, NEW.created_at),
        first_deposit = CASE WHEN t.first_deposit_at IS NULL THEN v_amount ELSE t.first_deposit END
      WHERE t.member_id = NEW.member_id;
    v_first := coalesce(v_first, false);
    PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, v_amount, 0, 0, 0, 0, 0, 0, 0,
      CASE WHEN v_first THEN 1 ELSE 0 END, CASE WHEN v_first THEN v_amount ELSE 0 END);
  ELSIF NEW.type IN ('WITHDRAW', 'WITHDRAW_REFUND') THEN
    PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, 0, -v_amount, 0, 0, 0, 0, 0, 0, 0, 0);
  ELSIF NEW.type = 'BONUS' THEN
    v_rebate := lower(coalesce(NEW.metadata->>'bonusType', '')) LIKE 'rebate%';
    PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, 0, 0, 0, 0, 0, 0,
      CASE WHEN v_rebate THEN 0 ELSE v_amount END, CASE WHEN v_rebate THEN v_amount ELSE 0 END, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_agent_rollup
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW.member_id IS NOT NULL AND NEW.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS'))
  EXECUTE FUNCTION agent_rollup_ledger();
--> statement-breakpoint
-- A round was bet: the member is active that day. The first round of a day (an upsert that only
-- answers when it turned the flag on, so two racing rounds count once) adds the member to every
-- ancestor's active count of the day under its gap since its previous active day (32: none within
-- a range's reach; see agent_active_days in db/schema/agent.ts).
CREATE OR REPLACE FUNCTION member_became_active(p_member integer, p_merchant integer, p_day date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_turned boolean;
  v_prev date;
  v_gap integer;
BEGIN
  INSERT INTO member_daily AS d (member_id, day, merchant_id, active) VALUES (p_member, p_day, p_merchant, true)
    ON CONFLICT (member_id, day) DO UPDATE SET active = true WHERE NOT d.active
    RETURNING true INTO v_turned;
  IF v_turned IS NULL THEN RETURN; END IF;
  SELECT max(d.day) INTO v_prev FROM member_daily d
    WHERE d.member_id = p_member AND d.day < p_day AND d.active;
  v_gap := CASE WHEN v_prev IS NULL THEN 32 ELSE least(32, p_day - v_prev) END;
  INSERT INTO agent_active_days AS a (agent_id, day, gap, members)
    SELECT c.ancestor_id, p_day, v_gap, 1
      FROM member_closure c WHERE c.descendant_id = p_member AND c.depth > 0 ORDER BY c.ancestor_id
    ON CONFLICT (agent_id, day, gap) DO UPDATE SET members = a.members + 1;
END
$$;
--> statement-breakpoint
-- Play: a round's stake (bets) as its debits and rollbacks change it, and once settled its count,
-- valid bet (stake as settled) and payout, on the day the round was bet.
CREATE OR REPLACE FUNCTION agent_rollup_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_bets bigint := 0; o_count integer := 0; o_valid bigint := 0; o_win bigint := 0;
  n_count integer := 0; n_valid bigint := 0; n_win bigint := 0;
  v_day date;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    o_bets := OLD.bet_minor;
    IF OLD.status = 'settled' THEN o_count := 1; o_valid := OLD.bet_minor; o_win := OLD.win_minor; END IF;
  END IF;
  IF NEW.status = 'settled' THEN n_count := 1; n_valid := NEW.bet_minor; n_win := NEW.win_minor; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM member_became_active(NEW.member_id, NEW.merchant_id, merchant_day(NEW.merchant_id, NEW.created_at));
  END IF;
  IF NEW.bet_minor = o_bets AND n_count = o_count AND n_valid = o_valid AND n_win = o_win THEN
    RETURN NULL;
  END IF;
  v_day := merchant_day(NEW.merchant_id, NEW.created_at);
  IF n_valid <> o_valid THEN
    UPDATE member_totals t SET valid_bets = t.valid_bets + (n_valid - o_valid) WHERE t.member_id = NEW.member_id;
  END IF;
  PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, 0, 0, n_count - o_count,
    NEW.bet_minor - o_bets, n_valid - o_valid, n_win - o_win, 0, 0, 0, 0);
  PERFORM agent_rollup_game_add(NEW.member_id, v_day, NEW.vendor, round_category(NEW.vendor, NEW.game_code),
    n_count - o_count, NEW.bet_minor - o_bets, n_valid - o_valid, n_win - o_win);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER game_rounds_agent_rollup
  AFTER INSERT OR UPDATE ON game_rounds DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION agent_rollup_round();
--> statement-breakpoint
-- A new member: its closure rows (itself, then its upline's ancestors one level further), its
-- totals row, and one more member (and direct member) in each ancestor's counts and day.
CREATE OR REPLACE FUNCTION member_closure_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  INSERT INTO member_closure (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO member_totals (member_id, merchant_id) VALUES (NEW.id, NEW.merchant_id);
  IF NEW.upline_id IS NULL THEN RETURN NULL; END IF;
  INSERT INTO member_closure (ancestor_id, descendant_id, depth)
    SELECT c.ancestor_id, NEW.id, c.depth + 1 FROM member_closure c WHERE c.descendant_id = NEW.upline_id;
  UPDATE member_totals t SET team_count = t.team_count + 1,
      direct_count = t.direct_count + CASE WHEN c.depth = 1 THEN 1 ELSE 0 END
    FROM member_closure c
    WHERE c.descendant_id = NEW.id AND c.depth > 0 AND t.member_id = c.ancestor_id;
  v_day := merchant_day(NEW.merchant_id, NEW.created_at);
  INSERT INTO agent_daily AS d (agent_id, day, depth, new_members)
    SELECT c.ancestor_id, v_day, c.depth, 1
      FROM member_closure c WHERE c.descendant_id = NEW.id AND c.depth > 0 ORDER BY c.ancestor_id
    ON CONFLICT (agent_id, day, depth) DO UPDATE SET new_members = d.new_members + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_closure_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_closure_insert();
--> statement-breakpoint
-- The figures of one ancestor rebuilt from its team's own rows (after a move changed the team).
CREATE OR REPLACE FUNCTION agent_rollup_rebuild(p_agent integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_totals t SET
      team_count = (SELECT count(*) FROM member_closure c WHERE c.ancestor_id = p_agent AND c.depth > 0),
      direct_count = (SELECT count(*) FROM member_closure c WHERE c.ancestor_id = p_agent AND c.depth = 1)
    WHERE t.member_id = p_agent;
  DELETE FROM agent_daily WHERE agent_id = p_agent;
  DELETE FROM agent_daily_games WHERE agent_id = p_agent;
  DELETE FROM agent_active_days WHERE agent_id = p_agent;
  INSERT INTO agent_active_days (agent_id, day, gap, members)
    SELECT p_agent, x.day, x.gap, count(*) FROM (
      SELECT d.day, coalesce(least(32, d.day - lag(d.day) OVER (PARTITION BY d.member_id ORDER BY d.day)), 32) AS gap
      FROM member_closure c JOIN member_daily d ON d.member_id = c.descendant_id
      WHERE c.ancestor_id = p_agent AND c.depth > 0 AND d.active
    ) x GROUP BY x.day, x.gap;
  INSERT INTO agent_daily (agent_id, day, depth, new_members, first_deposits, first_deposit_amount,
      deposits, withdrawals, bet_count, bets, valid_bets, payouts, bonuses, rebates)
    SELECT p_agent, x.day, x.depth, sum(x.new_members), sum(x.first_deposits),
        sum(x.first_deposit), sum(x.deposits), sum(x.withdrawals), sum(x.bet_count), sum(x.bets),
        sum(x.valid_bets), sum(x.payouts), sum(x.bonuses), sum(x.rebates)
    FROM (
      SELECT d.day, c.depth, 0 AS new_members,
          CASE WHEN d.first_deposit <> 0 THEN 1 ELSE 0 END AS first_deposits, d.first_deposit,
          d.deposits, d.withdrawals, d.bet_count, d.bets, d.valid_bets, d.payouts, d.bonuses, d.rebates
        FROM member_closure c JOIN member_daily d ON d.member_id = c.descendant_id
        WHERE c.ancestor_id = p_agent AND c.depth > 0
      UNION ALL
      SELECT merchant_day(m.merchant_id, m.created_at), c.depth, 1,
          0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        FROM member_closure c JOIN members m ON m.id = c.descendant_id
        WHERE c.ancestor_id = p_agent AND c.depth > 0
    ) x GROUP BY x.day, x.depth;
  INSERT INTO agent_daily_games (agent_id, day, vendor, category, bet_count, bets, valid_bets, payouts)
    SELECT p_agent, g.day, g.vendor, g.category, sum(g.bet_count), sum(g.bets), sum(g.valid_bets), sum(g.payouts)
    FROM member_closure c JOIN member_daily_games g ON g.member_id = c.descendant_id
    WHERE c.ancestor_id = p_agent AND c.depth > 0
    GROUP BY g.day, g.vendor, g.category;
END
$$;
--> statement-breakpoint
-- An upline change moves the member's whole subtree: the closure rows between the subtree and its
-- old ancestors go, rows to the new upline's ancestors come, and every ancestor on either side is
-- rebuilt. Moves are rare operator acts, so the rebuild's cost (the ancestor's team) is fine.
CREATE OR REPLACE FUNCTION member_closure_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_affected integer[];
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (SELECT 1 FROM member_closure c
      WHERE c.ancestor_id = NEW.id AND c.descendant_id = NEW.upline_id) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation';
  END IF;
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
CREATE TRIGGER members_closure_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION member_closure_move();
--> statement-breakpoint
-- What member_daily must hold, computed from the ledger and the rounds (the backfill below, and
-- the tests that prove the triggers keep it).
CREATE OR REPLACE VIEW member_daily_expected AS
WITH money AS (
  SELECT t.member_id, merchant_day(t.merchant_id, t.created_at) AS day, t.merchant_id,
      coalesce(sum(e.amount) FILTER (WHERE t.type = 'DEPOSIT'), 0) AS deposits,
      coalesce(-sum(e.amount) FILTER (WHERE t.type IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0) AS withdrawals,
      coalesce(sum(e.amount) FILTER (WHERE t.type = 'BONUS'
        AND lower(coalesce(t.metadata->>'bonusType', '')) NOT LIKE 'rebate%'), 0) AS bonuses,
      coalesce(sum(e.amount) FILTER (WHERE t.type = 'BONUS'
        AND lower(coalesce(t.metadata->>'bonusType', '')) LIKE 'rebate%'), 0) AS rebates
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
      AND a.account_type_id = 1
    WHERE t.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS')
    GROUP BY 1, 2, 3
), firsts AS (
  SELECT DISTINCT ON (t.member_id) t.member_id, merchant_day(t.merchant_id, t.created_at) AS day,
      e.amount AS first_deposit
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
      AND a.account_type_id = 1
    WHERE t.type = 'DEPOSIT' AND e.amount > 0
    ORDER BY t.member_id, t.created_at, t.id
), play AS (
  SELECT r.member_id, merchant_day(r.merchant_id, r.created_at) AS day, r.merchant_id,
      count(*) FILTER (WHERE r.status = 'settled')::integer AS bet_count,
      sum(r.bet_minor) AS bets,
      coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0) AS valid_bets,
      coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0) AS payouts,
      true AS active
    FROM game_rounds r GROUP BY 1, 2, 3
), keys AS (
  SELECT member_id, day, merchant_id FROM money UNION SELECT member_id, day, merchant_id FROM play
)
SELECT k.member_id, k.day, k.merchant_id,
    coalesce(m.deposits, 0)::bigint AS deposits, coalesce(m.withdrawals, 0)::bigint AS withdrawals,
    coalesce(p.bet_count, 0) AS bet_count, coalesce(p.bets, 0)::bigint AS bets,
    coalesce(p.valid_bets, 0)::bigint AS valid_bets, coalesce(p.payouts, 0)::bigint AS payouts,
    coalesce(m.bonuses, 0)::bigint AS bonuses, coalesce(m.rebates, 0)::bigint AS rebates,
    coalesce(f.first_deposit, 0)::bigint AS first_deposit, coalesce(p.active, false) AS active
  FROM keys k
  LEFT JOIN money m ON m.member_id = k.member_id AND m.day = k.day
  LEFT JOIN play p ON p.member_id = k.member_id AND p.day = k.day
  LEFT JOIN firsts f ON f.member_id = k.member_id AND f.day = k.day;
--> statement-breakpoint
-- Members' own rows rebuilt from the ledger and the rounds, then every ancestor's (after rows
-- were written with the triggers off or re-dated: the demo seed's history).
CREATE OR REPLACE FUNCTION member_rollup_rebuild(p_members integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_daily WHERE member_id = ANY(p_members);
  INSERT INTO member_daily (member_id, day, merchant_id, deposits, withdrawals, bet_count, bets, valid_bets,
      payouts, bonuses, rebates, first_deposit, active)
    SELECT member_id, day, merchant_id, deposits, withdrawals, bet_count, bets, valid_bets, payouts,
      bonuses, rebates, first_deposit, active FROM member_daily_expected WHERE member_id = ANY(p_members);
  DELETE FROM member_daily_games WHERE member_id = ANY(p_members);
  INSERT INTO member_daily_games (member_id, day, vendor, category, bet_count, bets, valid_bets, payouts)
    SELECT r.member_id, merchant_day(r.merchant_id, r.created_at), r.vendor, round_category(r.vendor, r.game_code),
        count(*) FILTER (WHERE r.status = 'settled'), sum(r.bet_minor),
        coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0),
        coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0)
    FROM game_rounds r WHERE r.member_id = ANY(p_members) GROUP BY 1, 2, 3, 4;
  UPDATE member_totals t SET
      deposits = coalesce((SELECT sum(d.deposits) FROM member_daily d WHERE d.member_id = t.member_id), 0),
      valid_bets = coalesce((SELECT sum(d.valid_bets) FROM member_daily d WHERE d.member_id = t.member_id), 0),
      first_deposit = coalesce((SELECT sum(d.first_deposit) FROM member_daily d WHERE d.member_id = t.member_id), 0),
      first_deposit_at = (SELECT min(x.created_at) FROM ledger_transactions x
        WHERE x.member_id = t.member_id AND x.type = 'DEPOSIT')
    WHERE t.member_id = ANY(p_members);
  PERFORM agent_rollup_rebuild(a.ancestor_id) FROM (SELECT DISTINCT c.ancestor_id FROM member_closure c
    WHERE c.descendant_id = ANY(p_members) AND c.depth > 0 ORDER BY 1) a;
END
$$;
--> statement-breakpoint
-- Backfill: the closure from the upline tree, then the member rows from the ledger and rounds, then
-- every ancestor's rows.
INSERT INTO member_closure (ancestor_id, descendant_id, depth)
  WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
    SELECT m.id, m.id, 0 FROM members m
    UNION ALL
    SELECT m.upline_id, up.descendant_id, up.depth + 1
      FROM up JOIN members m ON m.id = up.ancestor_id
      WHERE m.upline_id IS NOT NULL AND up.depth < 64
  )
  SELECT ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
INSERT INTO member_totals (member_id, merchant_id) SELECT id, merchant_id FROM members;
--> statement-breakpoint
UPDATE member_totals t SET
    deposits = coalesce((SELECT sum(d.deposits) FROM member_daily_expected d WHERE d.member_id = t.member_id), 0),
    valid_bets = coalesce((SELECT sum(d.valid_bets) FROM member_daily_expected d WHERE d.member_id = t.member_id), 0),
    first_deposit = coalesce((SELECT sum(d.first_deposit) FROM member_daily_expected d WHERE d.member_id = t.member_id), 0),
    first_deposit_at = (SELECT min(x.created_at) FROM ledger_transactions x WHERE x.member_id = t.member_id AND x.type = 'DEPOSIT');
--> statement-breakpoint
INSERT INTO member_daily (member_id, day, merchant_id, deposits, withdrawals, bet_count, bets, valid_bets,
    payouts, bonuses, rebates, first_deposit, active)
  SELECT member_id, day, merchant_id, deposits, withdrawals, bet_count, bets, valid_bets, payouts,
    bonuses, rebates, first_deposit, active FROM member_daily_expected;
--> statement-breakpoint
INSERT INTO member_daily_games (member_id, day, vendor, category, bet_count, bets, valid_bets, payouts)
  SELECT r.member_id, merchant_day(r.merchant_id, r.created_at), r.vendor, round_category(r.vendor, r.game_code),
      count(*) FILTER (WHERE r.status = 'settled'), sum(r.bet_minor),
      coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0),
      coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0)
  FROM game_rounds r GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
SELECT agent_rollup_rebuild(a.ancestor_id)
  FROM (SELECT DISTINCT ancestor_id FROM member_closure WHERE depth > 0) a;
