-- Planted dates become calendar dates. A date picked in the app was stored as noon UTC
-- (so its UTC date is the one the gardener chose); any other time is the moment the plant
-- was added, read as a date in the gardener's time zone.
ALTER TABLE "user_plants" ADD COLUMN "planted_on" date;--> statement-breakpoint
UPDATE "user_plants" AS up SET "planted_on" = CASE
  WHEN (up."planted_date" AT TIME ZONE 'UTC')::time = '12:00:00' THEN (up."planted_date" AT TIME ZONE 'UTC')::date
  ELSE (up."planted_date" AT TIME ZONE coalesce(
    (SELECT p."timezone" FROM "profiles" AS p WHERE p."user_id" = up."user_id" AND p."timezone" IN (SELECT "name" FROM pg_timezone_names)),
    'UTC'))::date
END;--> statement-breakpoint
DROP INDEX IF EXISTS "user_plants_user_planted_idx";--> statement-breakpoint
ALTER TABLE "user_plants" DROP COLUMN "planted_date";--> statement-breakpoint
ALTER TABLE "user_plants" RENAME COLUMN "planted_on" TO "planted_date";--> statement-breakpoint
ALTER TABLE "user_plants" ALTER COLUMN "planted_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plants" ALTER COLUMN "planted_date" SET DEFAULT current_date;--> statement-breakpoint
CREATE INDEX "user_plants_user_planted_idx" ON "user_plants" USING btree ("user_id","planted_date");--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "care_plan_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "care_planned_revision" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "care_planned_on" date;
