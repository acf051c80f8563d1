CREATE TYPE "public"."exposure" AS ENUM('ground', 'raised-bed', 'container', 'indoor', 'greenhouse');--> statement-breakpoint
CREATE TABLE "garden_rain" (
	"garden_id" integer NOT NULL,
	"date" date NOT NULL,
	"mm" real NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garden_rain_garden_id_date_pk" PRIMARY KEY("garden_id","date")
);
--> statement-breakpoint
ALTER TABLE "place_frost_dates" ADD COLUMN "normals" jsonb;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "crop_coefficient" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "exposure" "exposure" DEFAULT 'ground' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "water_factor" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "water_snoozed_until" date;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "water_checked_on" date;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "water_plan" jsonb;--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD COLUMN "water" jsonb;--> statement-breakpoint
ALTER TABLE "garden_rain" ADD CONSTRAINT "garden_rain_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_rain" ADD CONSTRAINT "garden_rain_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Where the plants already in gardens grow (lib/water-balance.ts defaultExposure): house plants and
-- indoor gardens indoors, greenhouse gardens under cover, balconies and succulents in pots.
UPDATE "user_plants" SET "exposure" = CASE
  WHEN "gardens"."garden_type" = 'indoor' OR (SELECT "category" FROM "plants" WHERE "plants"."id" = "user_plants"."plant_id") = 'houseplant' THEN 'indoor'::"exposure"
  WHEN "gardens"."garden_type" = 'greenhouse' THEN 'greenhouse'::"exposure"
  WHEN "gardens"."garden_type" = 'balcony' OR (SELECT "category" FROM "plants" WHERE "plants"."id" = "user_plants"."plant_id") = 'succulent' THEN 'container'::"exposure"
  ELSE 'ground'::"exposure"
END
FROM "gardens"
WHERE "gardens"."id" = "user_plants"."garden_id";--> statement-breakpoint
-- Plans made before the water balance count from the old timetable: plan every garden again.
UPDATE "gardens" SET "care_plan_revision" = "care_plan_revision" + 1;
