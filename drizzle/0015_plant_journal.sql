CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"garden_id" integer NOT NULL,
	"user_plant_id" integer NOT NULL,
	"author_id" text,
	"date" date NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_photos" (
	"entry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "journal_photos_entry_id_position_pk" PRIMARY KEY("entry_id","position")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_garden_id_gardens_id_fk" FOREIGN KEY ("garden_id") REFERENCES "public"."gardens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_plant_id_user_plants_id_fk" FOREIGN KEY ("user_plant_id") REFERENCES "public"."user_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_photos" ADD CONSTRAINT "journal_photos_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_plant_date_idx" ON "journal_entries" USING btree ("user_plant_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entries_garden_date_idx" ON "journal_entries" USING btree ("garden_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entries_author_id_idx" ON "journal_entries" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "journal_entries_text_search_idx" ON "journal_entries" USING gin (to_tsvector('english', "text"));--> statement-breakpoint
CREATE INDEX "journal_entries_tags_idx" ON "journal_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "journal_photos_image_url_idx" ON "journal_photos" USING btree ("image_url");