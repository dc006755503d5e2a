-- An address held by several members of a brand (registration never checked it) stays with one:
-- the member who proved it first, else the one who registered first. The others lose the address
-- (and its proof, which they never had); they may bind another one from the security centre.
UPDATE "members" m SET "email" = NULL, "email_verified_at" = NULL
  FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "merchant_id", lower("email")
      ORDER BY "email_verified_at" ASC NULLS LAST, "id" ASC) AS "place"
    FROM "members" WHERE "email" IS NOT NULL
  ) d
  WHERE m."id" = d."id" AND d."place" > 1;--> statement-breakpoint
UPDATE "members" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_email_uq" ON "members" USING btree ("merchant_id",lower("email")) WHERE "members"."email" IS NOT NULL;
