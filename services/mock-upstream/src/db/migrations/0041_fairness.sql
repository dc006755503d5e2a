CREATE TABLE "fair_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"seed_pair_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"is_free_play" boolean NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_rounds_round_uq" UNIQUE("merchant_id","vendor","round_id"),
	CONSTRAINT "fair_rounds_nonce_uq" UNIQUE("seed_pair_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "fair_seed_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seed_pairs_status" CHECK ("fair_seed_pairs"."status" IN ('active', 'revealed')),
	CONSTRAINT "fair_seed_pairs_nonce" CHECK ("fair_seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fair_rounds" ADD CONSTRAINT "fair_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_rounds" ADD CONSTRAINT "fair_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_rounds" ADD CONSTRAINT "fair_rounds_seed_pair_id_fair_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seed_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seed_pairs" ADD CONSTRAINT "fair_seed_pairs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_rounds_member_created" ON "fair_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_one_active" ON "fair_seed_pairs" USING btree ("member_id") WHERE "fair_seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seed_pairs_hash_uq" ON "fair_seed_pairs" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "fair_seed_pairs_member_revealed" ON "fair_seed_pairs" USING btree ("member_id","revealed_at");