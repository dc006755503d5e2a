-- Each book's fixtures' committed seeds (ADR 0021, ADR 0025), stored before any bet and never
-- changed, keyed by book (football and e-sports number their fixtures apart): a fixture is drawn
-- from its seed by the demo vendor's fair draw (scheme 'fair'); a fixture bet on before this table
-- existed keeps the seed it was played from (scheme 'legacy').
CREATE TABLE "sportsbook_fixtures" (
	"book" text NOT NULL,
	"fixture_no" bigint NOT NULL,
	"scheme" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_fixtures_book_fixture_no_pk" PRIMARY KEY("book","fixture_no"),
	CONSTRAINT "sportsbook_fixtures_book" CHECK ("sportsbook_fixtures"."book" IN ('sportsbook', 'esports')),
	CONSTRAINT "sportsbook_fixtures_scheme" CHECK ("sportsbook_fixtures"."scheme" IN ('fair', 'legacy')),
	CONSTRAINT "sportsbook_fixtures_no" CHECK ("sportsbook_fixtures"."fixture_no" >= 0)
);
