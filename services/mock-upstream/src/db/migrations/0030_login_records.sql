-- One record per login and registration (issue 18): member_logins, the login history since 0028,
-- takes the raw device id too and becomes what LOGINIPVERF3 and the referral abuse rule read;
-- member_login_ips (0001) and member_login_devices (0026) are carried over into it, then dropped.
ALTER TABLE "member_logins" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_logins" ALTER COLUMN "device" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "device_id" text;--> statement-breakpoint
-- Every device a member was seen on: no login record of 0028 names its full id (the history keeps
-- a short form), so each is carried as a row of its own.
INSERT INTO "member_logins" ("member_id", "device_id", "login_type", "created_at")
  SELECT "member_id", "device_id", 'carried', "first_seen_at" FROM "member_login_devices";--> statement-breakpoint
-- Every IP a member was seen at that no login record already holds.
INSERT INTO "member_logins" ("member_id", "ip", "login_type", "created_at")
  SELECT i."member_id", i."ip", 'carried', i."first_seen_at" FROM "member_login_ips" i
  WHERE NOT EXISTS (SELECT 1 FROM "member_logins" l WHERE l."member_id" = i."member_id" AND l."ip" = i."ip");--> statement-breakpoint
CREATE INDEX "member_logins_member_ip_idx" ON "member_logins" USING btree ("member_id","ip");--> statement-breakpoint
CREATE INDEX "member_logins_member_device_idx" ON "member_logins" USING btree ("member_id","device_id");--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_recorded" CHECK ("member_logins"."login_type" = 'carried' OR ("member_logins"."ip" IS NOT NULL AND "member_logins"."device" IS NOT NULL));--> statement-breakpoint
-- The abuse rule: the friend registered from a device or an IP the referrer has registered or
-- logged in from (its member_logins, carried rows included). NULL: no reason to refuse.
CREATE OR REPLACE FUNCTION referral_refusal(p_friend integer, p_referrer integer, p_same_ip boolean,
  p_same_device boolean) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_same_device AND f.registration_device IS NOT NULL AND (
      f.registration_device = r.registration_device
      OR EXISTS (SELECT 1 FROM member_logins l
                 WHERE l.member_id = r.id AND l.device_id = f.registration_device)) THEN 'same_device'
    WHEN p_same_ip AND f.registration_ip IS NOT NULL AND (
      f.registration_ip = r.registration_ip
      OR EXISTS (SELECT 1 FROM member_logins l
                 WHERE l.member_id = r.id AND l.ip = f.registration_ip)) THEN 'same_ip'
  END
  FROM members f, members r WHERE f.id = p_friend AND r.id = p_referrer
$$;
--> statement-breakpoint
DROP TABLE "member_login_devices" CASCADE;--> statement-breakpoint
DROP TABLE "member_login_ips" CASCADE;
