ALTER TABLE "chat_messages" ADD COLUMN "parts" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "repeat_every_days" integer;