-- The operator's lock and an upline agent's lock are two facts. Until now one `status` held
-- either, so an agent's unlock in team management undid an operator's disable made through the
-- admin API, and the member logged in.
-- Now each side writes its own column and lifts only its own lock; `status`, which every check of a
-- member's standing reads (login, tokens, transfers, registration under an agent, referrals), is
-- derived from both by the database, so no writer can set it apart from them.
--
-- A member disabled before this is taken as the operator's lock: nothing said whose it was, and the
-- operator can lift it (an agent's lock wrongly carried over could otherwise be lifted by no agent
-- until the operator does).
ALTER TABLE "members" ADD COLUMN "operator_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "members" SET "operator_locked" = true WHERE "status" = 'disabled';--> statement-breakpoint
-- Dropping the column drops members_locked_idx (its predicate reads it); it is made again below.
ALTER TABLE "members" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status" text GENERATED ALWAYS AS (CASE WHEN operator_locked OR agent_locked THEN 'disabled' ELSE 'active' END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "members_locked_idx" ON "members" USING btree ("id") WHERE "members"."status" = 'disabled';
