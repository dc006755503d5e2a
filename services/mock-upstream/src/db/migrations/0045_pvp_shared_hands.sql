CREATE TABLE "pvp_room_hands" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"room_id" text NOT NULL,
	"hand_no" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"closes_at" timestamp with time zone,
	"dealt_at" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pvp_room_hands_status" CHECK ("pvp_room_hands"."status" IN ('waiting', 'betting', 'dealt'))
);
--> statement-breakpoint
ALTER TABLE "pvp_hands" DROP CONSTRAINT "pvp_hands_status";--> statement-breakpoint
DROP INDEX "pvp_hands_open_idx";--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD COLUMN "room_hand_id" integer;--> statement-breakpoint
ALTER TABLE "pvp_room_hands" ADD CONSTRAINT "pvp_room_hands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_room_hands_no_uq" ON "pvp_room_hands" USING btree ("merchant_id","room_id","hand_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_room_hands_current_uq" ON "pvp_room_hands" USING btree ("merchant_id","room_id") WHERE "pvp_room_hands"."status" <> 'dealt';--> statement-breakpoint
CREATE INDEX "pvp_room_hands_betting_idx" ON "pvp_room_hands" USING btree ("closes_at") WHERE "pvp_room_hands"."status" = 'betting';--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_room_hand_id_pvp_room_hands_id_fk" FOREIGN KEY ("room_hand_id") REFERENCES "public"."pvp_room_hands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_room_hand_seat_uq" ON "pvp_hands" USING btree ("room_hand_id","seat") WHERE "pvp_hands"."status" IN ('open', 'staked', 'settled');--> statement-breakpoint
CREATE INDEX "pvp_hands_open_idx" ON "pvp_hands" USING btree ("created_at") WHERE "pvp_hands"."status" IN ('open', 'staked');--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_status" CHECK ("pvp_hands"."status" IN ('open', 'staked', 'settled', 'refused', 'rolled_back'));