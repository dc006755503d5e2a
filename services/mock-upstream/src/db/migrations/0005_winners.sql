CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"win_amount" numeric NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winners_merchant_won_at" ON "winners" USING btree ("merchant_id","won_at");