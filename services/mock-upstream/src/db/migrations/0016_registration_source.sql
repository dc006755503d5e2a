DROP INDEX "members_registration_ip_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_source" text DEFAULT 'visitor' NOT NULL;--> statement-breakpoint
CREATE INDEX "members_registration_ip_idx" ON "members" USING btree ("registration_ip","created_at") WHERE "members"."registration_source" = 'visitor';