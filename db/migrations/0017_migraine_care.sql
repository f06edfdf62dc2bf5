CREATE TABLE "migraine_medications" (
	"trigger_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "migraine_medications_trigger_id_medication_id_pk" PRIMARY KEY("trigger_id","medication_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"response_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"questionnaire" text NOT NULL,
	"date" date NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"grade" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_days" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"pressure_hpa" double precision,
	"pressure_change_hpa" double precision,
	"temperature_max_c" double precision,
	"temperature_min_c" double precision,
	"humidity_pct" double precision,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "weather_locations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"place_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medications" ADD COLUMN "acute_class" text;--> statement-breakpoint
ALTER TABLE "medications" ADD COLUMN "preventive_start" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients_tags" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "additives_tags" jsonb;--> statement-breakpoint
ALTER TABLE "migraine_medications" ADD CONSTRAINT "migraine_medications_trigger_id_migraines_trigger_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."migraines"("trigger_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migraine_medications" ADD CONSTRAINT "migraine_medications_medication_id_medications_medication_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("medication_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migraine_medications" ADD CONSTRAINT "migraine_medications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_days" ADD CONSTRAINT "weather_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_locations" ADD CONSTRAINT "weather_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "migraine_medications_user_idx" ON "migraine_medications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "migraine_medications_medication_idx" ON "migraine_medications" USING btree ("medication_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_user_date_idx" ON "questionnaire_responses" USING btree ("user_id","questionnaire","date");