CREATE TYPE "public"."harvest_unit" AS ENUM('g', 'kg', 'oz', 'lb', 'count');--> statement-breakpoint
CREATE TABLE "harvests" (
	"id" serial PRIMARY KEY NOT NULL,
	"garden_id" integer NOT NULL,
	"user_plant_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" "harvest_unit" NOT NULL,
	"harvested_on" date NOT NULL,
	"notes" text,
	"harvested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_harvested_by_users_id_fk" FOREIGN KEY ("harvested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harvests_garden_harvested_on_idx" ON "harvests" USING btree ("garden_id","harvested_on");--> statement-breakpoint
CREATE INDEX "harvests_user_plant_id_idx" ON "harvests" USING btree ("user_plant_id","harvested_on");