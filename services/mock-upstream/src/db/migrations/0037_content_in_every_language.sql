-- Content in every language (ADR 0014): the brand's copyright line and a game's name get their
-- translations beside the English column, like a content row's; rows from before have none (the
-- seed gives the seeded ones theirs on the next start).
ALTER TABLE "merchants" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;