-- The bench dataset, generated inside Postgres (no row-by-row inserts). :password_hash is
-- the one argon2 hash every bench user shares (password "bench-password-1").
-- Users: bench0001..bench1000 (90 days of everything), heavy (5 years of everything).
-- Plans: 1..200 pro, 201..500 premium, 501..1000 free; heavy is pro. Time zone UTC.
-- Users 1..20 have exactly 50 food entries on today - 30 (the "food day" of the bench).
SET synchronous_commit = off;

CREATE TEMP TABLE bench_users AS
SELECT n, gen_random_uuid() AS id, 90 AS days FROM generate_series(1, 1000) n
UNION ALL SELECT 0, gen_random_uuid(), 1826;

INSERT INTO users (id, email, password_hash, name, age, gender, height_cm, current_weight_kg, goal_weight_kg,
  activity_level, daily_calories_goal, time_zone, subscription_status, subscription_plan, email_verified, created_at)
SELECT id,
  CASE WHEN n = 0 THEN 'heavy@bench.vitalog.local' ELSE format('bench%s@bench.vitalog.local', lpad(n::text, 4, '0')) END,
  :password_hash,
  CASE WHEN n = 0 THEN 'Heavy User' ELSE format('Bench User %s', n) END,
  20 + n % 50, CASE WHEN n % 2 = 0 THEN 'female' ELSE 'male' END, 155 + n % 35, 55 + n % 40, 60 + n % 20,
  'moderately_active', 1800 + (n % 8) * 100, 'UTC',
  CASE WHEN n <= 200 THEN 'pro' WHEN n <= 500 THEN 'premium' ELSE 'free' END,
  CASE WHEN n <= 200 THEN 'pro' WHEN n <= 500 THEN 'premium' ELSE NULL END,
  true, now() - make_interval(days => days + 1)
FROM bench_users;

-- one row per user and day
CREATE TEMP TABLE bench_days AS
SELECT u.n, u.id AS user_id, (current_date - d) AS date, d
FROM bench_users u, generate_series(0, u.days - 1) d;

INSERT INTO food_entries (user_id, food_name, calories, meal_type, serving_size, quantity, unit, protein, carbs, fat, date, time, created_at)
SELECT b.user_id,
  (ARRAY['Oatmeal','Banana','Greek yogurt','Chicken salad','Rice bowl','Apple','Salmon','Pasta','Almonds','Omelette','Lentil soup','Sandwich'])[1 + (b.n + b.d + k) % 12],
  80 + ((b.n * 7 + b.d * 13 + k * 31) % 520),
  (ARRAY['breakfast','lunch','dinner','snack'])[1 + k % 4],
  '1 serving', 1, 'serving',
  (b.n + k) % 40, (b.d + k) % 80, (b.n + b.d) % 30,
  b.date, lpad((6 + k * 2)::text, 2, '0') || ':' || lpad(((b.n + k * 7) % 60)::text, 2, '0'),
  b.date + make_interval(hours => 6 + k * 2)
FROM bench_days b, generate_series(1, 8) k
WHERE k <= 3 + (b.n + b.d) % 6 AND NOT (b.n BETWEEN 1 AND 20 AND b.d = 30);

-- the food day: 50 entries on today - 30 for users 1..20
INSERT INTO food_entries (user_id, food_name, calories, meal_type, serving_size, quantity, unit, protein, carbs, fat, date, time, created_at)
SELECT u.id, format('Bench food %s', k), 50 + k * 3, (ARRAY['breakfast','lunch','dinner','snack'])[1 + k % 4],
  '100 g', 1 + k % 3, 'gram', k % 25, k % 60, k % 20, current_date - 30,
  lpad((6 + k / 4)::text, 2, '0') || ':' || lpad(((k * 7) % 60)::text, 2, '0'), now() - interval '30 days' + make_interval(mins => k)
FROM bench_users u, generate_series(1, 50) k WHERE u.n BETWEEN 1 AND 20;

INSERT INTO exercises (user_id, exercise_name, duration_minutes, calories_burned, calories_estimated, exercise_type, intensity, date, time, notes, created_at)
SELECT user_id, (ARRAY['Running','Cycling','Yoga','Weight training','Swimming','Walking'])[1 + (n + d) % 6],
  20 + (n + d) % 50, 150 + (n * 3 + d) % 400, (d % 2 = 0),
  (ARRAY['cardio','cardio','flexibility','strength','cardio','mixed'])[1 + (n + d) % 6],
  (ARRAY['light','moderate','vigorous'])[1 + d % 3], date, '18:30', CASE WHEN d % 7 = 0 THEN 'Felt good' END,
  date + interval '18 hours'
FROM bench_days WHERE (n + d) % 5 < 3;

INSERT INTO health_metrics (user_id, metric_type, value, unit, notes, date, time, created_at)
SELECT user_id, m.type, m.value, m.unit, NULL, date, '07:30', date + interval '7 hours'
FROM bench_days b, LATERAL (VALUES
  ('weight', 60 + (b.n % 40) + ((b.d % 20) - 10) / 10.0, 'kg'),
  ('blood_pressure_systolic', 110 + (b.n + b.d) % 30, 'mmHg'),
  ('blood_pressure_diastolic', 70 + (b.n + b.d) % 20, 'mmHg'),
  ('heart_rate', 58 + (b.n * 3 + b.d) % 30, 'bpm')
) AS m(type, value, unit)
WHERE b.d % 2 = 0 OR m.type = 'weight';

INSERT INTO migraines (user_id, severity, duration_hours, triggers, symptoms, location, treatment, notes, date, time, created_at)
SELECT user_id, 1 + (n + d) % 10, 1 + (d % 8),
  jsonb_build_array((ARRAY['Stress','Lack of sleep','Weather changes','Certain foods','Bright lights','Hormonal changes'])[1 + d % 6]),
  '["Headache","Nausea"]'::jsonb, 'Left side', 'Ibuprofen', NULL, date, '15:00', date + interval '15 hours'
FROM bench_days WHERE (n * 3 + d) % 9 = 0;

INSERT INTO journal_entries (user_id, date, title, content, mood, energy, stress, sleep, gratitude, goals, tags, created_at)
SELECT user_id, date, format('Day %s', d), 'A normal day: work, a walk, dinner with friends. Slept reasonably well.',
  1 + (n + d) % 10, 1 + (n * 2 + d) % 10, 1 + (n + d * 3) % 10, 1 + (d * 5 + n) % 10, 'Good coffee', 'Walk 30 minutes',
  '["work","family"]'::jsonb, date + interval '21 hours'
FROM bench_days WHERE (n + d) % 10 < 7;

INSERT INTO daily_stats (user_id, date, steps, updated_at)
SELECT user_id, date, 3000 + (n * 37 + d * 101) % 9000, date + interval '23 hours' FROM bench_days;

INSERT INTO medications (user_id, name, dosage, frequency, time, notes, prescribed_by, status, created_at)
SELECT u.id, m.name, m.dosage, m.frequency, m.time, NULL, 'Dr. Bench', 'active', now() - make_interval(days => u.days + 1)
FROM bench_users u, (VALUES ('Vitamin D', '1000 IU', 'daily', '08:00'), ('Metformin', '500 mg', 'twice_daily', '08:00')) AS m(name, dosage, frequency, time);

INSERT INTO medication_doses (user_id, medication_id, date, time, status, taken_at, created_at)
SELECT b.user_id, m.medication_id, b.date, s.time, CASE WHEN (b.n + b.d) % 7 = 0 THEN 'skipped' ELSE 'taken' END,
  CASE WHEN (b.n + b.d) % 7 = 0 THEN NULL ELSE b.date + s.time::time END, b.date + s.time::time
FROM bench_days b
JOIN medications m ON m.user_id = b.user_id
JOIN LATERAL (SELECT unnest(CASE WHEN m.frequency = 'twice_daily' THEN ARRAY['08:00','20:00'] ELSE ARRAY['08:00'] END) AS time) s ON true
WHERE b.d > 0 OR s.time = '08:00';

INSERT INTO reminder_settings (user_id) SELECT id FROM bench_users;

-- 500k packaged products with valid EAN-13 barcodes (prefix 200: in-store numbers, never real),
-- with their search words (name and brand, lower-case) as the app writes them. They come after
-- the USDA's generic foods, which the migrations loaded.
DROP INDEX IF EXISTS products_name_trgm_idx;
DROP INDEX IF EXISTS products_search_trgm_idx;
INSERT INTO products (barcode, food_name, brand, serving_size, basis, serving_quantity_g, calories, protein, carbs, fat,
  source, search_text)
SELECT barcode, food_name, brand, '30 g', CASE WHEN i % 3 = 0 THEN 'serving' ELSE '100g' END, 30,
  50 + i % 500, (i % 300) / 10.0, (i % 800) / 10.0, (i % 250) / 10.0, 'import', lower(food_name || ' ' || brand)
FROM (
  SELECT i, body || ((10 - (
      (substr(body,2,1)::int + substr(body,4,1)::int + substr(body,6,1)::int + substr(body,8,1)::int + substr(body,10,1)::int + substr(body,12,1)::int) * 3
    + (substr(body,1,1)::int + substr(body,3,1)::int + substr(body,5,1)::int + substr(body,7,1)::int + substr(body,9,1)::int + substr(body,11,1)::int)
    ) % 10) % 10)::text AS barcode,
    format('%s %s %s', (ARRAY['Crunchy','Organic','Light','Classic','Spicy','Sweet','Wholegrain','Creamy'])[1 + i % 8],
      (ARRAY['oat','rice','corn','wheat','almond','cocoa','tomato','lentil','pea','apple','berry','honey'])[1 + (i / 8) % 12],
      (ARRAY['cereal','crackers','bar','soup','drink','spread','cookies','chips','yogurt','pasta'])[1 + (i / 96) % 10]) AS food_name,
    format('Brand %s', i % 997) AS brand
  FROM (SELECT i, '200' || lpad(i::text, 9, '0') AS body FROM generate_series(1, 500000) i) n
) p;
CREATE INDEX products_name_trgm_idx ON products USING gin (food_name gin_trgm_ops);
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops) WHERE search_text IS NOT NULL;

CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL);
