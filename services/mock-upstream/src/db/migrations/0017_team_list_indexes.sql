DROP INDEX "member_closure_ancestor_depth_idx";--> statement-breakpoint
CREATE INDEX "members_account_prefix_idx" ON "members" USING btree (("account" COLLATE "C"));--> statement-breakpoint
CREATE INDEX "members_locked_idx" ON "members" USING btree ("id") WHERE "members"."status" = 'disabled';--> statement-breakpoint
CREATE INDEX "members_agents_idx" ON "members" USING btree ("id") WHERE "members"."type" IN (1, 2, 41, 42);--> statement-breakpoint
CREATE INDEX "member_closure_ancestor_depth_idx" ON "member_closure" USING btree ("ancestor_id","depth","descendant_id");