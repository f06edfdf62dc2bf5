ALTER TABLE "family_access" ADD COLUMN "alert_since" timestamp with time zone;--> statement-breakpoint
UPDATE "family_access" SET "alert_since" = "updated_at" WHERE "missed_dose_minutes" IS NOT NULL;
