DROP INDEX "sportsbook_bets_due_idx";--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "book" text DEFAULT 'sportsbook' NOT NULL;--> statement-breakpoint
CREATE INDEX "sportsbook_bets_due_idx" ON "sportsbook_bets" USING btree ("book","due_at") WHERE "sportsbook_bets"."status" IN ('pending', 'placed');--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_book" CHECK ("sportsbook_bets"."book" IN ('sportsbook', 'esports'));