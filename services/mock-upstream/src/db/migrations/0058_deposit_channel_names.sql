-- A deposit channel's names in other languages ({ "VI": { "name": ... } }), as games and vendors have:
-- the member's deposit page and records name the channel in the member's language (ADR 0014).
ALTER TABLE "deposit_channels" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;