CREATE TABLE "round_table_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"round_no" bigint NOT NULL,
	"spot" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"odds_hundredths" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"win_minor" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "round_table_bets_status" CHECK ("round_table_bets"."status" IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')),
	CONSTRAINT "round_table_bets_amount" CHECK ("round_table_bets"."amount_minor" > 0),
	CONSTRAINT "round_table_bets_spot" CHECK (("round_table_bets"."game" = 'baccarat' AND "round_table_bets"."spot" IN ('player', 'banker', 'tie', 'playerPair', 'bankerPair') AND "round_table_bets"."odds_hundredths" IS NULL)
        OR ("round_table_bets"."game" = 'cockfight' AND "round_table_bets"."spot" IN ('meron', 'wala', 'draw') AND "round_table_bets"."odds_hundredths" > 0))
);
--> statement-breakpoint
CREATE TABLE "round_table_rounds" (
	"game" text NOT NULL,
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
	CONSTRAINT "round_table_rounds_game_table_id_round_no_pk" PRIMARY KEY("game","table_id","round_no"),
	CONSTRAINT "round_table_rounds_game" CHECK ("round_table_rounds"."game" IN ('baccarat', 'cockfight')),
	CONSTRAINT "round_table_rounds_status" CHECK ("round_table_rounds"."status" IN ('open', 'settling', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "round_table_bets" ADD CONSTRAINT "round_table_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_table_bets" ADD CONSTRAINT "round_table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_table_bets_round_idx" ON "round_table_bets" USING btree ("game","table_id","round_no","member_id");--> statement-breakpoint
CREATE INDEX "round_table_rounds_unsettled_idx" ON "round_table_rounds" USING btree ("game","closes_at") WHERE "round_table_rounds"."status" <> 'settled';--> statement-breakpoint
-- The live baccarat tables' and the cockfight arenas' rounds and bets move to the round tables' pair (ADR 0019, 0020).
INSERT INTO "round_table_rounds" ("game", "table_id", "round_no", "server_seed", "server_seed_hash", "opens_at", "closes_at", "status", "result", "created_at", "settled_at")
SELECT 'baccarat', "table_id", "round_no", "server_seed", "server_seed_hash", "opens_at", "closes_at", "status", "result", "created_at", "settled_at" FROM "baccarat_rounds";--> statement-breakpoint
INSERT INTO "round_table_rounds" ("game", "table_id", "round_no", "server_seed", "server_seed_hash", "opens_at", "closes_at", "status", "result", "created_at", "settled_at")
SELECT 'cockfight', "arena_id", "fight_no", "server_seed", "server_seed_hash", "opens_at", "closes_at", "status", "result", "created_at", "settled_at" FROM "cockfight_fights";--> statement-breakpoint
INSERT INTO "round_table_bets" ("id", "game", "merchant_id", "member_id", "table_id", "round_no", "spot", "amount_minor", "odds_hundredths", "status", "win_minor", "error", "created_at", "settled_at")
SELECT "id", 'baccarat', "merchant_id", "member_id", "table_id", "round_no", "spot", "amount_minor", NULL, "status", "win_minor", "error", "created_at", "settled_at" FROM "baccarat_bets";--> statement-breakpoint
INSERT INTO "round_table_bets" ("id", "game", "merchant_id", "member_id", "table_id", "round_no", "spot", "amount_minor", "odds_hundredths", "status", "win_minor", "error", "created_at", "settled_at")
SELECT "id", 'cockfight', "merchant_id", "member_id", "arena_id", "fight_no", "side", "amount_minor", "odds_hundredths", "status", "win_minor", "error", "created_at", "settled_at" FROM "cockfight_bets";--> statement-breakpoint
DROP TABLE "baccarat_bets" CASCADE;--> statement-breakpoint
DROP TABLE "baccarat_rounds" CASCADE;--> statement-breakpoint
DROP TABLE "cockfight_bets" CASCADE;--> statement-breakpoint
DROP TABLE "cockfight_fights" CASCADE;
