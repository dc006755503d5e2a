-- The demo sportsbook's parlays and cash-out (ADR 0021). A bet's picks move to sportsbook_legs (a
-- single is a bet of one leg; its columns are copied there before they are dropped); a bet gains
-- its kind, when its last match is over (due_at: for the bets already taken, their fixture's full
-- time), the one decision that closes it (closed_by: result or cash_out; a bet already settled was
-- closed by its result) and the settlement's lease; a cashed-out bet is `cashed_out`.
CREATE TABLE "sportsbook_legs" (
	"bet_id" text NOT NULL,
	"leg_no" smallint NOT NULL,
	"fixture_no" bigint NOT NULL,
	"market" text NOT NULL,
	"line" integer,
	"selection" text NOT NULL,
	"odds_h" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "sportsbook_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no"),
	CONSTRAINT "sportsbook_legs_odds" CHECK ("sportsbook_legs"."odds_h" > 100),
	CONSTRAINT "sportsbook_legs_no" CHECK ("sportsbook_legs"."leg_no" BETWEEN 0 AND 9)
);
--> statement-breakpoint
ALTER TABLE "sportsbook_legs" ADD CONSTRAINT "sportsbook_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_legs_fixture_idx" ON "sportsbook_legs" USING btree ("fixture_no");--> statement-breakpoint
INSERT INTO "sportsbook_legs" ("bet_id", "leg_no", "fixture_no", "market", "line", "selection", "odds_h", "outcome")
  SELECT "id", 0, "fixture_no", "market", "line", "selection", "odds_h", "outcome" FROM "sportsbook_bets";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" DROP CONSTRAINT "sportsbook_bets_status";--> statement-breakpoint
DROP INDEX "sportsbook_bets_live_idx";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Fixture n kicks off at 2026-01-01T00:00Z + n x 120 s; full time is 360 s later.
UPDATE "sportsbook_bets" SET
  "due_at" = timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => "fixture_no" * 120 + 360),
  "closed_by" = CASE WHEN "status" = 'settled' THEN 'result' END;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sportsbook_bets_due_idx" ON "sportsbook_bets" USING btree ("due_at") WHERE "sportsbook_bets"."status" IN ('pending', 'placed');--> statement-breakpoint
ALTER TABLE "sportsbook_bets" DROP COLUMN "fixture_no";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" DROP COLUMN "market";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" DROP COLUMN "line";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" DROP COLUMN "selection";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_kind" CHECK ("sportsbook_bets"."kind" IN ('single', 'parlay'));--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_closed_by" CHECK ("sportsbook_bets"."closed_by" IN ('result', 'cash_out'));--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_status" CHECK ("sportsbook_bets"."status" IN ('pending', 'placed', 'refused', 'settled', 'cashed_out', 'rolled_back'));
