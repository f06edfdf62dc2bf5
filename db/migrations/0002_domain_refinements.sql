CREATE TABLE "medication_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email_missed" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"remind_before_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serving_quantity_g" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_workout_goal" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "medication_reminders" ADD CONSTRAINT "medication_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_reminders" ADD CONSTRAINT "medication_reminders_medication_id_medications_medication_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("medication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_reminders_user_date_idx" ON "medication_reminders" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_reminders_once_idx" ON "medication_reminders" USING btree ("medication_id","date","time","kind");