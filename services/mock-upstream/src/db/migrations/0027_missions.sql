CREATE TABLE "mission_login_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "mission_login_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_day" date,
	"mission_points" integer DEFAULT 0 NOT NULL,
	"reward_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_member_id_mission_id_period_start_pk" PRIMARY KEY("member_id","mission_id","period_start"),
	CONSTRAINT "mission_progress_not_negative" CHECK ("mission_progress"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"mission_points" integer DEFAULT 0 NOT NULL,
	"turnover_multiplier" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_code_uq" UNIQUE("merchant_id","code"),
	CONSTRAINT "missions_period" CHECK ("missions"."period" IN ('daily', 'weekly')),
	CONSTRAINT "missions_kind" CHECK ("missions"."kind" IN ('validBet', 'rounds', 'deposit', 'loginDays')),
	CONSTRAINT "missions_figures" CHECK ("missions"."target" > 0 AND "missions"."reward_minor" > 0 AND "missions"."mission_points" >= 0 AND "missions"."turnover_multiplier" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mission_login_days" ADD CONSTRAINT "mission_login_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_progress_completed" ON "mission_progress" USING btree ("merchant_id","completed_day") WHERE "mission_progress"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "missions_merchant_kind" ON "missions" USING btree ("merchant_id","kind");--> statement-breakpoint
-- The first brand day of a mission's period containing p_day: the day itself, or its ISO week's Monday.
CREATE OR REPLACE FUNCTION mission_period_start(p_period text, p_day date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_period = 'daily' THEN p_day ELSE date_trunc('week', p_day)::date END
$$;
--> statement-breakpoint
-- Marks a member's mission completed in a period once its progress reached the target, and issues
-- its reward to the reward centre. The UPDATE is guarded by completed_at IS NULL: of any number of
-- transactions that cross the target at once, the row lock lets exactly one see it still open
-- (the others re-check the updated row and match nothing), and the reward's (member, source_key)
-- is unique besides, so a mission pays once per member and period.
CREATE OR REPLACE FUNCTION mission_complete(p_member integer, p_mission integer, p_start date, p_day date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m missions%ROWTYPE;
  v_done boolean;
  v_reward integer;
BEGIN
  SELECT * INTO m FROM missions WHERE id = p_mission;
  UPDATE mission_progress p SET completed_at = now(), completed_day = p_day,
      mission_points = m.mission_points, updated_at = now()
    WHERE p.member_id = p_member AND p.mission_id = p_mission AND p.period_start = p_start
      AND p.completed_at IS NULL AND p.progress >= m.target
    RETURNING true INTO v_done;
  IF v_done IS NULL THEN RETURN; END IF;
  INSERT INTO rewards (merchant_id, member_id, source, source_key, title, amount_minor, turnover_multiplier)
    VALUES (m.merchant_id, p_member, 'mission', 'mission:' || m.id || ':' || p_start, m.title,
      m.reward_minor, m.turnover_multiplier)
    ON CONFLICT (member_id, source_key) DO NOTHING
    RETURNING id INTO v_reward;
  IF v_reward IS NOT NULL THEN
    UPDATE mission_progress p SET reward_id = v_reward
      WHERE p.member_id = p_member AND p.mission_id = p_mission AND p.period_start = p_start;
  END IF;
END
$$;
--> statement-breakpoint
-- Adds p_amount to a member's progress on every active mission of a kind (and of the category, when
-- the mission names one) in the current period, completing those that reach their target. Trial
-- accounts (type 4) do not take part. Missions are visited in id order, so two transactions of the
-- same member lock progress rows in the same order.
CREATE OR REPLACE FUNCTION mission_advance(p_merchant integer, p_member integer, p_kind text,
  p_category text, p_amount bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
  v_start date;
  m record;
BEGIN
  IF p_amount <= 0 THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM members WHERE id = p_member AND type = 4) THEN RETURN; END IF;
  v_day := merchant_day(p_merchant, now());
  FOR m IN SELECT id, period FROM missions
      WHERE merchant_id = p_merchant AND kind = p_kind AND active
        AND (category IS NULL OR category = p_category)
      ORDER BY id LOOP
    v_start := mission_period_start(m.period, v_day);
    INSERT INTO mission_progress AS p (member_id, mission_id, period_start, merchant_id, progress)
      VALUES (p_member, m.id, v_start, p_merchant, p_amount)
      ON CONFLICT (member_id, mission_id, period_start)
      DO UPDATE SET progress = p.progress + EXCLUDED.progress, updated_at = now();
    PERFORM mission_complete(p_member, m.id, v_start, v_day);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A round settled: its valid bet (the stake as settled, as points and turnover count it) advances
-- validBet missions and the round itself rounds missions, of its category, in the settling
-- transaction, on the brand day it settled. A settled round is never settled again.
CREATE OR REPLACE FUNCTION mission_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_category text;
BEGIN
  IF NEW.status <> 'settled' OR NEW.bet_minor <= 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' THEN RETURN NULL; END IF;
  v_category := round_category(NEW.vendor, NEW.game_code);
  PERFORM mission_advance(NEW.merchant_id, NEW.member_id, 'validBet', v_category, NEW.bet_minor);
  PERFORM mission_advance(NEW.merchant_id, NEW.member_id, 'rounds', v_category, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER game_rounds_missions
  AFTER INSERT OR UPDATE OF status ON game_rounds DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION mission_round();
--> statement-breakpoint
-- An approved deposit (the DEPOSIT posting to the member's main wallet) advances deposit missions.
CREATE OR REPLACE FUNCTION mission_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_amount bigint;
BEGIN
  SELECT coalesce(sum(e.amount), 0) INTO v_amount FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = NEW.id AND a.kind = 'player' AND a.member_id = NEW.member_id
      AND a.account_type_id = 1;
  PERFORM mission_advance(NEW.merchant_id, NEW.member_id, 'deposit', NULL, v_amount);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_missions
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.member_id IS NOT NULL AND NEW.type = 'DEPOSIT')
  EXECUTE FUNCTION mission_deposit();
--> statement-breakpoint
-- A session opened: the brand day counts as a login day once, and loginDays missions take the run
-- of consecutive login days that ends today within the period as their progress.
CREATE OR REPLACE FUNCTION mission_login() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_merchant integer;
  v_type integer;
  v_day date;
  v_new boolean;
  v_start date;
  v_streak bigint;
  m record;
BEGIN
  SELECT mb.merchant_id, mb.type INTO v_merchant, v_type FROM members mb WHERE mb.id = NEW.member_id;
  IF v_merchant IS NULL OR v_type = 4 THEN RETURN NULL; END IF;
  v_day := merchant_day(v_merchant, NEW.created_at);
  INSERT INTO mission_login_days (member_id, day) VALUES (NEW.member_id, v_day)
    ON CONFLICT DO NOTHING RETURNING true INTO v_new;
  IF v_new IS NULL THEN RETURN NULL; END IF;
  FOR m IN SELECT id, period FROM missions
      WHERE merchant_id = v_merchant AND kind = 'loginDays' AND active ORDER BY id LOOP
    v_start := mission_period_start(m.period, v_day);
    SELECT v_day - coalesce(max(g::date), v_start - 1) INTO v_streak
      FROM generate_series(v_start, v_day, interval '1 day') g
      WHERE NOT EXISTS (SELECT 1 FROM mission_login_days d WHERE d.member_id = NEW.member_id AND d.day = g::date);
    INSERT INTO mission_progress AS p (member_id, mission_id, period_start, merchant_id, progress)
      VALUES (NEW.member_id, m.id, v_start, v_merchant, v_streak)
      ON CONFLICT (member_id, mission_id, period_start)
      DO UPDATE SET progress = greatest(p.progress, EXCLUDED.progress), updated_at = now();
    PERFORM mission_complete(NEW.member_id, m.id, v_start, v_day);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_sessions_missions AFTER INSERT ON member_sessions
  FOR EACH ROW EXECUTE FUNCTION mission_login();
