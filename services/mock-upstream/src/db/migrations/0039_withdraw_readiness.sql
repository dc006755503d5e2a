-- The withdrawal readiness: the profile fields a brand requires before a withdrawal (the real name
-- by default) and each payout method's usual payout time, which the withdrawal panel shows.
ALTER TABLE "merchants" ADD COLUMN "withdraw_profile_fields" jsonb DEFAULT '["realName"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "payout_minutes_min" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "payout_minutes_max" integer DEFAULT 60 NOT NULL;