ALTER TABLE "merchants" ADD COLUMN "transfer_min_minor" bigint;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "transfer_max_minor" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "platforms" text[] DEFAULT ARRAY['html5-desktop', 'html5-mobile']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_transfer_limits" CHECK (("merchants"."transfer_min_minor" IS NULL OR "merchants"."transfer_min_minor" > 0)
      AND ("merchants"."transfer_min_minor" IS NULL OR "merchants"."transfer_max_minor" IS NULL OR "merchants"."transfer_min_minor" <= "merchants"."transfer_max_minor"));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_platforms_known" CHECK (cardinality("games"."platforms") > 0 AND "games"."platforms" <@ ARRAY['flash', 'html5-desktop', 'html5-mobile']::text[]);