CREATE TABLE "point_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"transaction_no" text NOT NULL,
	"type" text NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"delivery_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_exchanges_member_request_uq" UNIQUE("member_id","request_id"),
	CONSTRAINT "point_exchanges_transaction_no_uq" UNIQUE("merchant_id","transaction_no"),
	CONSTRAINT "point_exchanges_type" CHECK ("point_exchanges"."type" IN ('virtual', 'physical', 'cash')),
	CONSTRAINT "point_exchanges_status" CHECK ("point_exchanges"."status" IN ('applying', 'rejected', 'passed')),
	CONSTRAINT "point_exchanges_amounts" CHECK ("point_exchanges"."points" > 0 AND "point_exchanges"."quantity" > 0 AND "point_exchanges"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"stock" integer NOT NULL,
	"points_required" bigint NOT NULL,
	"amount_required_minor" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_products_code_uq" UNIQUE("merchant_id","code"),
	CONSTRAINT "point_products_kind" CHECK ("point_products"."kind" IN ('virtual', 'physical')),
	CONSTRAINT "point_products_stock" CHECK ("point_products"."stock" >= 0),
	CONSTRAINT "point_products_prices" CHECK ("point_products"."points_required" > 0 AND "point_products"."amount_required_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"total_earned" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_not_negative" CHECK ("points_accounts"."balance" >= 0 AND "points_accounts"."total_earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_member_ref_uq" UNIQUE("member_id","type","reference"),
	CONSTRAINT "points_ledger_type" CHECK ("points_ledger"."type" IN ('EARN', 'REDEEM', 'REFUND', 'CONVERT', 'ADJUST')),
	CONSTRAINT "points_ledger_balance" CHECK ("points_ledger"."balance_after" >= 0 AND "points_ledger"."change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_rates" (
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rates_merchant_id_category_pk" PRIMARY KEY("merchant_id","category"),
	CONSTRAINT "points_rates_rate" CHECK ("points_rates"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"convert_enabled" boolean DEFAULT true NOT NULL,
	"points_per_unit" integer DEFAULT 100 NOT NULL,
	"min_convert_points" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_settings_terms" CHECK ("points_settings"."points_per_unit" > 0 AND "points_settings"."min_convert_points" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_product_id_point_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."point_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_products" ADD CONSTRAINT "point_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rates" ADD CONSTRAINT "points_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_exchanges_member_created" ON "point_exchanges" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_member_created" ON "points_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
-- Adds p_change points to a member (negative: takes them, refused below zero by the CHECK) and
-- records the change with the balance after it. A (member, type, reference) seen before changes
-- nothing and answers NULL: each round, exchange or grant moves points once.
CREATE OR REPLACE FUNCTION points_move(p_merchant integer, p_member integer, p_type text, p_change bigint,
  p_reference text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_ledger bigint;
  v_balance bigint;
BEGIN
  IF p_change = 0 THEN RETURN NULL; END IF;
  INSERT INTO points_ledger (merchant_id, member_id, type, change, balance_after, reference)
    VALUES (p_merchant, p_member, p_type, p_change, 0, p_reference)
    ON CONFLICT (member_id, type, reference) DO NOTHING
    RETURNING id INTO v_ledger;
  IF v_ledger IS NULL THEN RETURN NULL; END IF;
  INSERT INTO points_accounts AS a (member_id, merchant_id, balance, total_earned)
    VALUES (p_member, p_merchant, p_change, CASE WHEN p_type = 'EARN' THEN p_change ELSE 0 END)
    ON CONFLICT (member_id) DO UPDATE SET balance = a.balance + EXCLUDED.balance,
      total_earned = a.total_earned + EXCLUDED.total_earned, updated_at = now()
    RETURNING balance INTO v_balance;
  UPDATE points_ledger SET balance_after = v_balance WHERE id = v_ledger;
  RETURN v_balance;
END
$$;
--> statement-breakpoint
-- A round settled: its valid bet (the stake as settled) earns points at its category's rate, in
-- the settling transaction. Settled rounds are never rolled back, so this runs once per round (and
-- the ledger's unique reference would refuse a second time anyway).
CREATE OR REPLACE FUNCTION points_earn_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rate numeric;
  v_decimals integer;
  v_points bigint;
BEGIN
  IF NEW.status <> 'settled' OR NEW.bet_minor <= 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' THEN RETURN NULL; END IF;
  SELECT r.rate INTO v_rate FROM points_rates r
    WHERE r.merchant_id = NEW.merchant_id AND r.category = round_category(NEW.vendor, NEW.game_code);
  IF v_rate IS NULL OR v_rate <= 0 THEN RETURN NULL; END IF;
  SELECT m.currency_decimals INTO v_decimals FROM merchants m WHERE m.id = NEW.merchant_id;
  v_points := floor(NEW.bet_minor * v_rate / (10::numeric ^ coalesce(v_decimals, 0)));
  IF v_points > 0 THEN
    PERFORM points_move(NEW.merchant_id, NEW.member_id, 'EARN', v_points, 'round:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER game_rounds_points_earn
  AFTER INSERT OR UPDATE OF status ON game_rounds DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION points_earn_round();
