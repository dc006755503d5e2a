CREATE TABLE "sportsbook_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"fixture_no" bigint NOT NULL,
	"market" text NOT NULL,
	"line" integer,
	"selection" text NOT NULL,
	"odds_h" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"win_minor" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sportsbook_bets_status" CHECK ("sportsbook_bets"."status" IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')),
	CONSTRAINT "sportsbook_bets_amount" CHECK ("sportsbook_bets"."amount_minor" > 0),
	CONSTRAINT "sportsbook_bets_odds" CHECK ("sportsbook_bets"."odds_h" > 100)
);
--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_bets_member_idx" ON "sportsbook_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_live_idx" ON "sportsbook_bets" USING btree ("fixture_no") WHERE "sportsbook_bets"."status" IN ('pending', 'placed');