CREATE TABLE "round_tables" (
	"game" text NOT NULL,
	"table_id" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"offset_ms" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_tables_game_table_id_pk" PRIMARY KEY("game","table_id"),
	CONSTRAINT "round_tables_game" CHECK ("round_tables"."game" IN ('baccarat', 'cockfight')),
	CONSTRAINT "round_tables_limits" CHECK ("round_tables"."min_minor" > 0 AND "round_tables"."max_minor" >= "round_tables"."min_minor"),
	CONSTRAINT "round_tables_offset" CHECK ("round_tables"."offset_ms" >= 0)
);
