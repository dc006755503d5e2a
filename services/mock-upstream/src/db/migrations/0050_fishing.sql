CREATE TABLE "fishing_shots" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"fish" text NOT NULL,
	"multiplier" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"nonce" integer,
	"server_seed_hash" text,
	"client_seed" text,
	"roll" integer,
	"caught" boolean,
	"win_minor" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "fishing_shots_status" CHECK ("fishing_shots"."status" IN ('pending', 'placed', 'settled', 'refused', 'rolled_back')),
	CONSTRAINT "fishing_shots_stake" CHECK ("fishing_shots"."stake_minor" > 0),
	CONSTRAINT "fishing_shots_multiplier" CHECK ("fishing_shots"."multiplier" > 1)
);
--> statement-breakpoint
ALTER TABLE "fishing_shots" ADD CONSTRAINT "fishing_shots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_shots" ADD CONSTRAINT "fishing_shots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fishing_shots_member_idx" ON "fishing_shots" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "fishing_shots_live_idx" ON "fishing_shots" USING btree ("created_at") WHERE "fishing_shots"."status" IN ('pending', 'placed');