CREATE TABLE "round_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_round_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"request_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"answer" text,
	"round" jsonb NOT NULL,
	"ledger" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "round_disputes_status_ck" CHECK ("round_disputes"."status" IN ('open', 'answered')),
	CONSTRAINT "round_disputes_answer_ck" CHECK (("round_disputes"."status" = 'open' AND "round_disputes"."outcome" IS NULL AND "round_disputes"."answer" IS NULL)
       OR ("round_disputes"."status" = 'answered' AND "round_disputes"."outcome" IN ('upheld', 'rejected') AND "round_disputes"."answer" IS NOT NULL AND "round_disputes"."answered_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "round_disputes" ADD CONSTRAINT "round_disputes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_disputes" ADD CONSTRAINT "round_disputes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_disputes" ADD CONSTRAINT "round_disputes_game_round_id_game_rounds_id_fk" FOREIGN KEY ("game_round_id") REFERENCES "public"."game_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_disputes_request_uq" ON "round_disputes" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_disputes_open_uq" ON "round_disputes" USING btree ("game_round_id") WHERE "round_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "round_disputes_round_idx" ON "round_disputes" USING btree ("game_round_id","id");--> statement-breakpoint
CREATE INDEX "round_disputes_member_created_idx" ON "round_disputes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "round_disputes_merchant_status_idx" ON "round_disputes" USING btree ("merchant_id","status","id");