CREATE TABLE "baccarat_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"spot" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"win_minor" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "baccarat_bets_status" CHECK ("baccarat_bets"."status" IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')),
	CONSTRAINT "baccarat_bets_amount" CHECK ("baccarat_bets"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "baccarat_rounds" (
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "baccarat_rounds_table_id_round_no_pk" PRIMARY KEY("table_id","round_no"),
	CONSTRAINT "baccarat_rounds_status" CHECK ("baccarat_rounds"."status" IN ('open', 'settling', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "baccarat_bets" ADD CONSTRAINT "baccarat_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baccarat_bets" ADD CONSTRAINT "baccarat_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baccarat_bets_round_idx" ON "baccarat_bets" USING btree ("table_id","round_no","member_id");--> statement-breakpoint
CREATE INDEX "baccarat_rounds_unsettled_idx" ON "baccarat_rounds" USING btree ("closes_at") WHERE "baccarat_rounds"."status" <> 'settled';