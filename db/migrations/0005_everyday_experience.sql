ALTER TABLE "journal_entries" ALTER COLUMN "mood" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "energy" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "stress" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "sleep" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "food_entries" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcome_dismissed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "food_entries_user_barcode_idx" ON "food_entries" USING btree ("user_id","barcode","created_at") WHERE "food_entries"."barcode" is not null;