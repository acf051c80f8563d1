CREATE TABLE "plant_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_plant_id" integer NOT NULL,
	"status" "plant_status" NOT NULL,
	"previous_status" "plant_status" NOT NULL,
	"changed_by" text,
	"date" date NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "plant_status_changes" ADD CONSTRAINT "plant_status_changes_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_status_changes" ADD CONSTRAINT "plant_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_status_changes_plant_idx" ON "plant_status_changes" USING btree ("user_plant_id","date" DESC NULLS FIRST,"changed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "plant_status_changes_changed_by_idx" ON "plant_status_changes" USING btree ("changed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_author_client_idx" ON "journal_entries" USING btree ("author_id","client_id");