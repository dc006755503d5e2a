CREATE TABLE "pvp_hands" (
	"round_id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"room_id" text NOT NULL,
	"seat" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pvp_hands_status" CHECK ("pvp_hands"."status" IN ('open', 'settled', 'refused', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "pvp_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"room_id" text NOT NULL,
	"seat" integer NOT NULL,
	"next_seed" text NOT NULL,
	"next_seed_hash" text NOT NULL,
	"hands" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pvp_seats_seat" CHECK ("pvp_seats"."seat" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pvp_hands_open_idx" ON "pvp_hands" USING btree ("created_at") WHERE "pvp_hands"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_room_seat_uq" ON "pvp_seats" USING btree ("merchant_id","room_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_member_uq" ON "pvp_seats" USING btree ("member_id");