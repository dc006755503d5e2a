ALTER TABLE "members" DROP CONSTRAINT "members_merchant_mobile_uq";--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_merchant_affiliate_uq";--> statement-breakpoint
DROP INDEX "game_round_ops_ref";--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_id","country_dialing_code","mobile_num") WHERE "members"."mobile_num" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_uq" ON "members" USING btree ("merchant_id","affiliate_code") WHERE "members"."affiliate_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_round_ops_ref" ON "game_round_ops" USING btree ("merchant_id","vendor","ref_tx_id") WHERE "game_round_ops"."ref_tx_id" IS NOT NULL;