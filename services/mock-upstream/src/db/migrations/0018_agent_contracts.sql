CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"event" text NOT NULL,
	"offer_id" integer,
	"contract_id" integer,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"tiers_before" jsonb,
	"tiers_after" jsonb,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_events_actor_role" CHECK ("agent_contract_events"."actor_role" IN ('upline', 'downline', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"period" text,
	"tiers" jsonb,
	"max_proportion_ppm" integer,
	"contract_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"result_contract_id" integer,
	CONSTRAINT "agent_contract_offers_action" CHECK ("agent_contract_offers"."action" IN ('new', 'terminate')),
	CONSTRAINT "agent_contract_offers_status" CHECK ("agent_contract_offers"."status" IN ('pending', 'accepted', 'rejected', 'cancelled')),
	CONSTRAINT "agent_contract_offers_pair" CHECK ("agent_contract_offers"."upline_id" IS DISTINCT FROM "agent_contract_offers"."downline_id"),
	CONSTRAINT "agent_contract_offers_shape" CHECK (("agent_contract_offers"."action" = 'new' AND "agent_contract_offers"."period" IS NOT NULL AND "agent_contract_offers"."tiers" IS NOT NULL
            AND "agent_contract_offers"."max_proportion_ppm" IS NOT NULL AND "agent_contract_offers"."contract_id" IS NULL
            AND (
  ("agent_contract_offers"."kind" = 'dividend' AND "agent_contract_offers"."period" IN ('daily', 'weekly', 'semimonthly', 'monthly'))
  OR ("agent_contract_offers"."kind" = 'dailyWages' AND "agent_contract_offers"."period" = 'daily')
  OR ("agent_contract_offers"."kind" = 'hourlySalary' AND "agent_contract_offers"."period" = 'hourly')
  OR ("agent_contract_offers"."kind" = 'realtimeSalary' AND "agent_contract_offers"."period" = 'fiveMinutes')) AND jsonb_typeof("agent_contract_offers"."tiers") = 'array' AND jsonb_array_length("agent_contract_offers"."tiers") BETWEEN 1 AND 10
            AND "agent_contract_offers"."max_proportion_ppm" BETWEEN 1 AND 1000000)
       OR ("agent_contract_offers"."action" = 'terminate' AND "agent_contract_offers"."contract_id" IS NOT NULL AND "agent_contract_offers"."tiers" IS NULL)),
	CONSTRAINT "agent_contract_offers_decided" CHECK (("agent_contract_offers"."status" = 'pending') = ("agent_contract_offers"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	"base" bigint NOT NULL,
	"tier_index" integer,
	"tier_ppm" integer NOT NULL,
	"proportion_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_contract_settlements_period_uq" UNIQUE("contract_id","period_start"),
	CONSTRAINT "agent_contract_settlements_period" CHECK ("agent_contract_settlements"."period_end" > "agent_contract_settlements"."period_start"),
	CONSTRAINT "agent_contract_settlements_amounts" CHECK ("agent_contract_settlements"."amount" >= 0 AND "agent_contract_settlements"."paid_amount" >= 0 AND "agent_contract_settlements"."paid_amount" <= "agent_contract_settlements"."amount"
        AND "agent_contract_settlements"."proportion_ppm" BETWEEN 0 AND "agent_contract_settlements"."tier_ppm" AND "agent_contract_settlements"."tier_ppm" BETWEEN 0 AND 1000000),
	CONSTRAINT "agent_contract_settlements_status" CHECK (("agent_contract_settlements"."status" = 'paid' AND "agent_contract_settlements"."paid_amount" = "agent_contract_settlements"."amount")
       OR ("agent_contract_settlements"."status" = 'owed' AND "agent_contract_settlements"."paid_amount" < "agent_contract_settlements"."amount" AND "agent_contract_settlements"."upline_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_proportion_ppm" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"end_reason" text,
	"offer_id" integer,
	"replaces_id" integer,
	"settled_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_kind_period" CHECK ((
  ("agent_contracts"."kind" = 'dividend' AND "agent_contracts"."period" IN ('daily', 'weekly', 'semimonthly', 'monthly'))
  OR ("agent_contracts"."kind" = 'dailyWages' AND "agent_contracts"."period" = 'daily')
  OR ("agent_contracts"."kind" = 'hourlySalary' AND "agent_contracts"."period" = 'hourly')
  OR ("agent_contracts"."kind" = 'realtimeSalary' AND "agent_contracts"."period" = 'fiveMinutes'))),
	CONSTRAINT "agent_contracts_tiers" CHECK (jsonb_typeof("agent_contracts"."tiers") = 'array' AND jsonb_array_length("agent_contracts"."tiers") BETWEEN 1 AND 10),
	CONSTRAINT "agent_contracts_max_proportion" CHECK ("agent_contracts"."max_proportion_ppm" BETWEEN 1 AND 1000000),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" IN ('active', 'ending', 'ended')),
	CONSTRAINT "agent_contracts_pair" CHECK ("agent_contracts"."upline_id" IS DISTINCT FROM "agent_contracts"."downline_id"),
	CONSTRAINT "agent_contracts_end" CHECK (("agent_contracts"."status" = 'active') = ("agent_contracts"."ends_at" IS NULL) AND ("agent_contracts"."ends_at" IS NULL OR "agent_contracts"."ends_at" >= "agent_contracts"."starts_at")
        AND ("agent_contracts"."ends_at" IS NULL) = ("agent_contracts"."end_reason" IS NULL)),
	CONSTRAINT "agent_contracts_settled_until" CHECK ("agent_contracts"."settled_until" IS NULL OR ("agent_contracts"."settled_until" > "agent_contracts"."starts_at"
        AND ("agent_contracts"."ends_at" IS NULL OR "agent_contracts"."settled_until" <= "agent_contracts"."ends_at")))
);
--> statement-breakpoint
CREATE TABLE "member_freezes" (
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "member_freezes_member_id_reason_pk" PRIMARY KEY("member_id","reason"),
	CONSTRAINT "member_freezes_reason" CHECK ("member_freezes"."reason" IN ('contractUnpaid'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_offer_id_agent_contract_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."agent_contract_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_offered_by_members_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_offers" ADD CONSTRAINT "agent_contract_offers_result_contract_id_agent_contracts_id_fk" FOREIGN KEY ("result_contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offer_id_agent_contract_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."agent_contract_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_replaces_id_agent_contracts_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_freezes" ADD CONSTRAINT "member_freezes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_freezes" ADD CONSTRAINT "member_freezes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_downline_idx" ON "agent_contract_events" USING btree ("downline_id","id");--> statement-breakpoint
CREATE INDEX "agent_contract_events_upline_idx" ON "agent_contract_events" USING btree ("upline_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_offers_pending_uq" ON "agent_contract_offers" USING btree ("downline_id","kind") WHERE "agent_contract_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_contract_offers_upline_idx" ON "agent_contract_offers" USING btree ("upline_id","status","id");--> statement-breakpoint
CREATE INDEX "agent_contract_offers_downline_idx" ON "agent_contract_offers" USING btree ("downline_id","status","id");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_downline_idx" ON "agent_contract_settlements" USING btree ("downline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_upline_idx" ON "agent_contract_settlements" USING btree ("upline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_owed_idx" ON "agent_contract_settlements" USING btree ("upline_id","id") WHERE "agent_contract_settlements"."status" = 'owed';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline_idx" ON "agent_contracts" USING btree ("downline_id","kind","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_live_idx" ON "agent_contracts" USING btree ("merchant_id","kind","id") WHERE "agent_contracts"."status" <> 'ended';