ALTER TYPE "public"."task_type" ADD VALUE 'sow';--> statement-breakpoint
ALTER TYPE "public"."task_type" ADD VALUE 'transplant';--> statement-breakpoint
CREATE TABLE "place_frost_dates" (
	"place" text PRIMARY KEY NOT NULL,
	"last_spring" text,
	"first_autumn" text,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gardens" ADD COLUMN "last_spring_frost" text;--> statement-breakpoint
ALTER TABLE "gardens" ADD COLUMN "first_autumn_frost" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "sowing" jsonb;