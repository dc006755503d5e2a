CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_decimals" integer NOT NULL,
	"lottery_type" text NOT NULL,
	"prize_modes" jsonb NOT NULL,
	"logined_to_home_page" boolean DEFAULT false NOT NULL,
	"default_language" text NOT NULL,
	"default_theme" text NOT NULL,
	"copyright" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"time_zone" text NOT NULL,
	"gtag_id" text,
	"domains" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"public_key" text,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"merchant_id" integer NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "modules_merchant_id_mod_id_pk" PRIMARY KEY("merchant_id","mod_id")
);
--> statement-breakpoint
CREATE TABLE "register_rules" (
	"merchant_id" integer NOT NULL,
	"field" text NOT NULL,
	"accepted_pattern" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"pattern_id" integer NOT NULL,
	"required" boolean NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "register_rules_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
CREATE TABLE "customer_service_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "customer_service_paths_merchant_type" UNIQUE("merchant_id","type")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"has_qr_code" boolean DEFAULT false NOT NULL,
	"label_name_en" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "resources_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "geo_cidrs" (
	"cidr" "cidr" PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"vassalage" text,
	"account_type_id" integer NOT NULL,
	"is_vassalage_popup" boolean DEFAULT false NOT NULL,
	"logo" text NOT NULL,
	CONSTRAINT "game_vendors_vendor_type" UNIQUE("vendor","game_type")
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_vendor" UNIQUE("merchant_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_classify" text,
	"min_bet" numeric NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"default_play_type" text,
	"sort" integer NOT NULL,
	CONSTRAINT "games_vendor_code" UNIQUE("vendor_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "lottery_menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_mode" text NOT NULL,
	"group_name" text NOT NULL,
	"game_id" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "lottery_menu_entries_mode_game" UNIQUE("prize_mode","game_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_path" text,
	"linkage_type" integer NOT NULL,
	"link_url" text,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_merchant_group_title" UNIQUE("merchant_id","group_name","title")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "help_articles_category_slug" UNIQUE("category_id","slug")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "help_categories_merchant_slug" UNIQUE("merchant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"sort" integer NOT NULL,
	CONSTRAINT "notices_merchant_type_title" UNIQUE("merchant_id","type","title")
);
--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_rules" ADD CONSTRAINT "register_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_paths" ADD CONSTRAINT "customer_service_paths_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_menu_entries" ADD CONSTRAINT "lottery_menu_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_categories" ADD CONSTRAINT "help_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;