CREATE TABLE "vn_lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"account" text NOT NULL,
	"bet_id" text NOT NULL,
	"ref" text NOT NULL,
	"request_hash" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"odds_cents" integer NOT NULL,
	"status" text NOT NULL,
	"hits" integer,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vn_lottery_bets_player_bet" UNIQUE("merchant_code","account","bet_id"),
	CONSTRAINT "vn_lottery_bets_ref" UNIQUE("ref"),
	CONSTRAINT "vn_lottery_bets_status" CHECK ("vn_lottery_bets"."status" IN ('pending', 'open', 'won', 'lost', 'void')),
	CONSTRAINT "vn_lottery_bets_amounts" CHECK ("vn_lottery_bets"."amount_minor" > 0 AND "vn_lottery_bets"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vn_lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"commitment" text NOT NULL,
	"seed" text,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "vn_lottery_draws_game_numero" UNIQUE("game_code","numero"),
	CONSTRAINT "vn_lottery_draws_status" CHECK ("vn_lottery_draws"."status" IN ('scheduled', 'drawn'))
);
--> statement-breakpoint
ALTER TABLE "vn_lottery_bets" ADD CONSTRAINT "vn_lottery_bets_draw_id_vn_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."vn_lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vn_lottery_bets_status_draw" ON "vn_lottery_bets" USING btree ("status","draw_id");--> statement-breakpoint
CREATE INDEX "vn_lottery_bets_player_created" ON "vn_lottery_bets" USING btree ("merchant_code","account","created_at");--> statement-breakpoint
CREATE INDEX "vn_lottery_bets_game_created" ON "vn_lottery_bets" USING btree ("game_code","created_at");--> statement-breakpoint
CREATE INDEX "vn_lottery_draws_status_time" ON "vn_lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "vn_lottery_draws_game_time" ON "vn_lottery_draws" USING btree ("game_code","draw_at");