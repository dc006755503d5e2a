CREATE TABLE "protection_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"next_minor" bigint,
	"next_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "protection_limits_kind" CHECK ("protection_limits"."kind" IN ('deposit', 'loss')),
	CONSTRAINT "protection_limits_period" CHECK ("protection_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "protection_limits_amounts" CHECK (("protection_limits"."amount_minor" IS NULL OR "protection_limits"."amount_minor" >= 0) AND ("protection_limits"."next_minor" IS NULL OR "protection_limits"."next_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"timeout_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;