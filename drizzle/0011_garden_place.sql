ALTER TABLE "gardens" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "gardens" ADD COLUMN "place_region" text;--> statement-breakpoint
ALTER TABLE "gardens" ADD COLUMN "place_country" text;--> statement-breakpoint
ALTER TABLE "gardens" ADD COLUMN "location_not_found" boolean DEFAULT false NOT NULL;