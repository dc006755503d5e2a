CREATE TABLE "captchas" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_codes" (
	"country_code" text PRIMARY KEY NOT NULL,
	"country_dialing_code" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_login_ips" (
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" integer NOT NULL,
	"upline_id" integer,
	"nickname" text NOT NULL,
	"mobile_num" text,
	"country_dialing_code" text,
	"email" text,
	"member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"club_label_name" text DEFAULT 'Member' NOT NULL,
	"rank_level" integer DEFAULT 0 NOT NULL,
	"affiliate_code" text,
	"recommender_id" integer,
	"referral_code" text,
	"payee_name" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registration_ip" text,
	"registration_device" text,
	"password_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_time_login" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ip_challenge_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_merchant_account_uq" UNIQUE("merchant_id","account"),
	CONSTRAINT "members_merchant_mobile_uq" UNIQUE("merchant_id","country_dialing_code","mobile_num"),
	CONSTRAINT "members_merchant_affiliate_uq" UNIQUE("merchant_id","affiliate_code")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "prohibit_default_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "password_max_age_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "sms_expired_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "sms_daily_limit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "registrations_per_ip_per_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_login_ips" ADD CONSTRAINT "member_login_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_recommender_id_members_id_fk" FOREIGN KEY ("recommender_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_device_idx" ON "captchas" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("merchant_id","scope","key","created_at");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_registration_ip_idx" ON "members" USING btree ("registration_ip","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("channel","to","id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("merchant_id","phone","created_at");