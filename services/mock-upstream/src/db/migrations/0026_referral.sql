CREATE TABLE "member_login_devices" (
	"member_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_devices_member_id_device_id_pk" PRIMARY KEY("member_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_merchant_code_uq" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_first_deposit_minor" bigint NOT NULL,
	"min_valid_bet_minor" bigint NOT NULL,
	"reward_minor" bigint NOT NULL,
	"turnover_multiplier" integer DEFAULT 1 NOT NULL,
	"refuse_same_ip" boolean DEFAULT true NOT NULL,
	"refuse_same_device" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_terms" CHECK ("referral_settings"."min_first_deposit_minor" >= 0 AND "referral_settings"."min_valid_bet_minor" >= 0 AND "referral_settings"."reward_minor" > 0 AND "referral_settings"."turnover_multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_deposit_minor" bigint,
	"deposited_at" timestamp with time zone,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"active_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"reward_id" integer,
	"reward_minor" bigint,
	"decided_at" timestamp with time zone,
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" IN ('pending', 'rewarded', 'refused')),
	CONSTRAINT "referrals_refusal" CHECK ("referrals"."refusal" IS NULL OR "referrals"."refusal" IN ('same_device', 'same_ip')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."friend_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "member_login_devices" ADD CONSTRAINT "member_login_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","registered_at");--> statement-breakpoint
-- The abuse rule: the friend registered from a device or an IP the referrer has registered or
-- logged in from (member_login_devices, member_login_ips). NULL: no reason to refuse.
CREATE OR REPLACE FUNCTION referral_refusal(p_friend integer, p_referrer integer, p_same_ip boolean,
  p_same_device boolean) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_same_device AND f.registration_device IS NOT NULL AND (
      f.registration_device = r.registration_device
      OR EXISTS (SELECT 1 FROM member_login_devices d
                 WHERE d.member_id = r.id AND d.device_id = f.registration_device)) THEN 'same_device'
    WHEN p_same_ip AND f.registration_ip IS NOT NULL AND (
      f.registration_ip = r.registration_ip
      OR EXISTS (SELECT 1 FROM member_login_ips i
                 WHERE i.member_id = r.id AND i.ip = f.registration_ip)) THEN 'same_ip'
  END
  FROM members f, members r WHERE f.id = p_friend AND r.id = p_referrer
$$;
--> statement-breakpoint
-- Decides a pending friend once both terms are met: the reward row for the referrer (waiting in
-- the reward centre, unique per friend by source_key) or the refusal of the abuse rule. The friend's
-- row is locked first, so of any number of deposits and rounds committing at once exactly one
-- sees it pending; the others wait, then find it decided.
CREATE OR REPLACE FUNCTION referral_decide(p_friend integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r referrals%ROWTYPE;
  s referral_settings%ROWTYPE;
  v_refusal text;
  v_reward integer;
  v_name text;
BEGIN
  SELECT * INTO r FROM referrals WHERE friend_id = p_friend FOR UPDATE;
  IF NOT FOUND OR r.status <> 'pending' THEN RETURN; END IF;
  SELECT * INTO s FROM referral_settings WHERE merchant_id = r.merchant_id;
  IF NOT FOUND OR NOT s.enabled THEN RETURN; END IF;
  IF r.first_deposit_minor IS NULL OR r.first_deposit_minor < s.min_first_deposit_minor
     OR r.valid_bet_minor < s.min_valid_bet_minor THEN
    RETURN;
  END IF;
  v_refusal := referral_refusal(r.friend_id, r.referrer_id, s.refuse_same_ip, s.refuse_same_device);
  IF v_refusal IS NOT NULL THEN
    UPDATE referrals SET status = 'refused', refusal = v_refusal, decided_at = now()
      WHERE friend_id = p_friend;
    RETURN;
  END IF;
  SELECT CASE WHEN length(account) <= 4 THEN left(account, 1) || '***'
              ELSE left(account, 2) || '***' || right(account, 2) END
    INTO v_name FROM members WHERE id = p_friend;
  INSERT INTO rewards (merchant_id, member_id, source, source_key, title, amount_minor,
      turnover_multiplier, status)
    VALUES (r.merchant_id, r.referrer_id, 'referral', 'referral:' || p_friend,
      jsonb_build_object('EN', 'Referral reward: ' || v_name, 'VI', 'Thưởng giới thiệu: ' || v_name,
        'CN', '推荐奖励：' || v_name),
      s.reward_minor, s.turnover_multiplier, 'waiting')
    ON CONFLICT (member_id, source_key) DO NOTHING
    RETURNING id INTO v_reward;
  IF v_reward IS NULL THEN
    SELECT id INTO v_reward FROM rewards
      WHERE member_id = r.referrer_id AND source_key = 'referral:' || p_friend;
  END IF;
  UPDATE referrals SET status = 'rewarded', reward_id = v_reward, reward_minor = s.reward_minor,
      decided_at = now()
    WHERE friend_id = p_friend;
END
$$;
--> statement-breakpoint
-- A deposit credited: the friend's first one is recorded (of racing ones, the first to commit).
CREATE OR REPLACE FUNCTION referral_on_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'success' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'success' THEN RETURN NULL; END IF;
  UPDATE referrals SET first_deposit_minor = NEW.amount_minor, deposited_at = now()
    WHERE friend_id = NEW.member_id AND deposited_at IS NULL;
  IF FOUND THEN PERFORM referral_decide(NEW.member_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deposit_orders_referral
  AFTER INSERT OR UPDATE OF status ON deposit_orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION referral_on_deposit();
--> statement-breakpoint
-- A round settled: its valid bet (the stake as settled) adds to the friend's, which makes the
-- friend active on reaching the brand's threshold.
CREATE OR REPLACE FUNCTION referral_on_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_min bigint;
BEGIN
  IF NEW.status <> 'settled' OR NEW.bet_minor <= 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' THEN RETURN NULL; END IF;
  SELECT s.min_valid_bet_minor INTO v_min FROM referral_settings s WHERE s.merchant_id = NEW.merchant_id;
  UPDATE referrals SET valid_bet_minor = valid_bet_minor + NEW.bet_minor,
      active_at = CASE WHEN active_at IS NULL AND v_min IS NOT NULL
                        AND valid_bet_minor + NEW.bet_minor >= v_min THEN now() ELSE active_at END
    WHERE friend_id = NEW.member_id;
  IF FOUND THEN PERFORM referral_decide(NEW.member_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER game_rounds_referral
  AFTER INSERT OR UPDATE OF status ON game_rounds DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION referral_on_round();
