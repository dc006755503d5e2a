ALTER TABLE "agent_contract_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_events_seq_uq" ON "agent_contract_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "agent_contract_events_unpublished_idx" ON "agent_contract_events" USING btree ("id") WHERE "agent_contract_events"."seq" IS NULL;--> statement-breakpoint
CREATE INDEX "agent_contract_events_downline_seq_idx" ON "agent_contract_events" USING btree ("downline_id","seq");--> statement-breakpoint
CREATE INDEX "agent_contract_events_upline_seq_idx" ON "agent_contract_events" USING btree ("upline_id","seq");