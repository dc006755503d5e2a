CREATE TABLE "cockfight_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"arena_id" text NOT NULL,
	"fight_no" bigint NOT NULL,
	"side" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"odds_hundredths" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"win_minor" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cockfight_bets_status" CHECK ("cockfight_bets"."status" IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')),
	CONSTRAINT "cockfight_bets_side" CHECK ("cockfight_bets"."side" IN ('meron', 'wala', 'draw')),
	CONSTRAINT "cockfight_bets_amount" CHECK ("cockfight_bets"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "cockfight_fights" (
	"arena_id" text NOT NULL,
	"fight_no" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cockfight_fights_arena_id_fight_no_pk" PRIMARY KEY("arena_id","fight_no"),
	CONSTRAINT "cockfight_fights_status" CHECK ("cockfight_fights"."status" IN ('open', 'settling', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "cockfight_bets" ADD CONSTRAINT "cockfight_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_bets" ADD CONSTRAINT "cockfight_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cockfight_bets_fight_idx" ON "cockfight_bets" USING btree ("arena_id","fight_no","member_id");--> statement-breakpoint
CREATE INDEX "cockfight_fights_unsettled_idx" ON "cockfight_fights" USING btree ("closes_at") WHERE "cockfight_fights"."status" <> 'settled';