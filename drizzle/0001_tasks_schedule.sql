CREATE TYPE "public"."task_origin" AS ENUM('user', 'schedule');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "origin" "task_origin" DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_schedule_unique_idx" ON "tasks" USING btree ("user_plant_id","task_type","due_date") WHERE "tasks"."origin" = 'schedule';--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_calendar_token_unique" UNIQUE("calendar_token");