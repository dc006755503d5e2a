CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"account_type_id" integer,
	"system_code" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_player_not_negative" CHECK ("ledger_accounts"."kind" <> 'player' OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_shape" CHECK (("ledger_accounts"."kind" = 'player' AND "ledger_accounts"."member_id" IS NOT NULL AND "ledger_accounts"."account_type_id" IS NOT NULL AND "ledger_accounts"."system_code" IS NULL)
       OR ("ledger_accounts"."kind" = 'system' AND "ledger_accounts"."member_id" IS NULL AND "ledger_accounts"."system_code" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"type" text NOT NULL,
	"member_id" integer,
	"reference" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_uq" UNIQUE("merchant_id","source","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_cards_merchant_number_uq" UNIQUE("merchant_id","bank_code","account_number")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banks_merchant_code_uq" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_merchant_code_uq" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"channel_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payer_name" text,
	"provider_order_id" text,
	"return_url" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "deposit_orders_member_request_uq" UNIQUE("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"required_minor" bigint DEFAULT 0 NOT NULL,
	"done_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callback_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_passwords" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_orders" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"decimals" integer NOT NULL,
	"return_url" text,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_next_at" timestamp with time zone,
	"callback_acked_at" timestamp with time zone,
	"callback_last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pay_orders_merchant_order_id_unique" UNIQUE("merchant_order_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_modes" (
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_wallet_modes_merchant_id_vendor_pk" PRIMARY KEY("merchant_id","vendor")
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_ops" (
	"vendor" text NOT NULL,
	"transfer_no" text NOT NULL,
	"applied" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_wallet_ops_vendor_transfer_no_pk" PRIMARY KEY("vendor","transfer_no")
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"vendor" text NOT NULL,
	"from_account_type_id" integer NOT NULL,
	"to_account_type_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_transfer_no_unique" UNIQUE("transfer_no"),
	CONSTRAINT "wallet_transfers_member_request_uq" UNIQUE("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"bank_card_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"received_minor" bigint,
	"paid_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdraw_orders_member_request_uq" UNIQUE("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "withdraw_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdraw_order_id" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_min_minor" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_max_minor" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_daily_count" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_confirm_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "deposit_turnover_multiplier" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "max_bank_cards" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_modes" ADD CONSTRAINT "vendor_wallet_modes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_proofs" ADD CONSTRAINT "withdraw_proofs_withdraw_order_id_withdraw_orders_id_fk" FOREIGN KEY ("withdraw_order_id") REFERENCES "public"."withdraw_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_uq" ON "ledger_accounts" USING btree ("merchant_id","member_id","account_type_id") WHERE "ledger_accounts"."kind" = 'player';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_uq" ON "ledger_accounts" USING btree ("merchant_id","system_code","currency") WHERE "ledger_accounts"."kind" = 'system';--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_time_idx" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_time_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_pay_orders_callback_due_idx" ON "sandbox_pay_orders" USING btree ("callback_next_at");--> statement-breakpoint
CREATE INDEX "wallet_transfers_pending_idx" ON "wallet_transfers" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_one_open_uq" ON "withdraw_orders" USING btree ("member_id") WHERE "withdraw_orders"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "withdraw_orders_member_time_idx" ON "withdraw_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_idx" ON "withdraw_orders" USING btree ("status","confirm_deadline");