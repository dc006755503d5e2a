-- The seed's demo wins become known as such, so a later seed can replace them (the first seed put
-- sandbox games on the board, whose rows led to a preview page) while a win recorded by play stays.
--
-- Until now nothing told them apart from real wins, but the seed wrote them all in the transaction
-- that set the 'seed.winners' flag (the whole seed is one transaction, and the table came with the
-- seed, before any play could record a win): the rows that share that flag row's inserting
-- transaction (xmin) are the seeded ones. The flag row is never updated, so its xmin stays.
ALTER TABLE "winners" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "winners" SET "seeded" = true
  WHERE "xmin" = (SELECT "xmin" FROM "settings" WHERE "key" = 'seed.winners');
