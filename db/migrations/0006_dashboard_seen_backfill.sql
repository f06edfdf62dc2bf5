-- Accounts that exist before the column have been to their dashboard: they are welcomed back.
UPDATE "users" SET "dashboard_seen_at" = "created_at" WHERE "dashboard_seen_at" IS NULL;
