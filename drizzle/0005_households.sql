CREATE TYPE "public"."garden_role" AS ENUM('owner', 'member');--> statement-breakpoint
CREATE TABLE "garden_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"garden_id" integer NOT NULL,
	"token" text NOT NULL,
	"invited_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garden_invites_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "garden_members" (
	"garden_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" "garden_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garden_members_garden_id_user_id_pk" PRIMARY KEY("garden_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gardens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"latitude" numeric(8, 5),
	"longitude" numeric(8, 5),
	"climate_zone" text,
	"garden_type" "garden_type",
	"care_plan_revision" integer DEFAULT 0 NOT NULL,
	"care_planned_revision" integer,
	"care_planned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnoses" DROP CONSTRAINT "diagnoses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_plants" DROP CONSTRAINT "user_plants_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "diagnoses_user_created_idx";--> statement-breakpoint
DROP INDEX "tasks_user_due_idx";--> statement-breakpoint
DROP INDEX "user_plants_user_id_idx";--> statement-breakpoint
DROP INDEX "user_plants_user_planted_idx";--> statement-breakpoint
ALTER TABLE "diagnoses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD COLUMN "garden_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "active_garden_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "garden_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "user_plants" ADD COLUMN "garden_id" integer;--> statement-breakpoint
ALTER TABLE "waterings" ADD COLUMN "watered_by" text;--> statement-breakpoint
ALTER TABLE "gardens" ADD COLUMN "migrated_from_user_id" text;--> statement-breakpoint
-- Every existing account gets one garden holding its place, care plan and everything it has.
INSERT INTO "gardens" ("name", "location", "latitude", "longitude", "climate_zone", "garden_type", "care_plan_revision", "care_planned_revision", "care_planned_on", "migrated_from_user_id")
SELECT 'My Garden', p."location", p."latitude", p."longitude", p."climate_zone", p."garden_type", coalesce(p."care_plan_revision", 0), p."care_planned_revision", p."care_planned_on", u."id"
FROM "users" u LEFT JOIN "profiles" p ON p."user_id" = u."id";--> statement-breakpoint
INSERT INTO "garden_members" ("garden_id", "user_id", "role") SELECT "id", "migrated_from_user_id", 'owner' FROM "gardens" WHERE "migrated_from_user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "profiles" ("user_id", "active_garden_id") SELECT "migrated_from_user_id", "id" FROM "gardens" WHERE "migrated_from_user_id" IS NOT NULL
ON CONFLICT ("user_id") DO UPDATE SET "active_garden_id" = excluded."active_garden_id";--> statement-breakpoint
UPDATE "user_plants" SET "garden_id" = g."id" FROM "gardens" g WHERE g."migrated_from_user_id" = "user_plants"."user_id";--> statement-breakpoint
UPDATE "tasks" SET "garden_id" = g."id", "completed_by" = CASE WHEN "tasks"."completed" THEN "tasks"."user_id" END FROM "gardens" g WHERE g."migrated_from_user_id" = "tasks"."user_id";--> statement-breakpoint
UPDATE "diagnoses" SET "garden_id" = g."id" FROM "gardens" g WHERE g."migrated_from_user_id" = "diagnoses"."user_id";--> statement-breakpoint
UPDATE "waterings" SET "watered_by" = up."user_id" FROM "user_plants" up WHERE up."id" = "waterings"."user_plant_id";--> statement-breakpoint
ALTER TABLE "gardens" DROP COLUMN "migrated_from_user_id";--> statement-breakpoint
ALTER TABLE "user_plants" ALTER COLUMN "garden_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "garden_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnoses" ALTER COLUMN "garden_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "garden_invites" ADD CONSTRAINT "garden_invites_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_invites" ADD CONSTRAINT "garden_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_members" ADD CONSTRAINT "garden_members_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_members" ADD CONSTRAINT "garden_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garden_invites_garden_id_idx" ON "garden_invites" USING btree ("garden_id");--> statement-breakpoint
CREATE INDEX "garden_members_user_id_idx" ON "garden_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_active_garden_id_gardens_id_fk" FOREIGN KEY ("active_garden_id") REFERENCES "public"."gardens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plants" ADD CONSTRAINT "user_plants_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterings" ADD CONSTRAINT "waterings_watered_by_users_id_fk" FOREIGN KEY ("watered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnoses_garden_created_idx" ON "diagnoses" USING btree ("garden_id","created_at");--> statement-breakpoint
CREATE INDEX "diagnoses_image_url_idx" ON "diagnoses" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "tasks_garden_due_idx" ON "tasks" USING btree ("garden_id","completed","due_date");--> statement-breakpoint
CREATE INDEX "user_plants_garden_created_idx" ON "user_plants" USING btree ("garden_id","created_at");--> statement-breakpoint
CREATE INDEX "user_plants_image_url_idx" ON "user_plants" USING btree ("image_url");--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "latitude";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "longitude";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "climate_zone";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "garden_type";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "care_plan_revision";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "care_planned_revision";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "care_planned_on";--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "user_plants" DROP COLUMN "user_id";