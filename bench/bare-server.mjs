// The practical limit: node:http + pg doing what GET /api/food-entries?date_param= does
// (bearer token -> user, then the day's entries, as JSON) with no framework around it.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX || 10) });
pool.on("error", () => undefined);
pg.types.setTypeParser(1082, (v) => v); // dates as YYYY-MM-DD, as drizzle gives them

const USER_SQL = `select u.id, u.time_zone, t.id as token_id, t.kind from auth_tokens t
  inner join users u on u.id = t.user_id
  where t.kind = 'bearer' and t.token_hash = $1 and t.expires_at > $2 and u.is_active = true limit 1`;
const DAY_SQL = `select entry_id, food_name, calories, meal_type, serving_size, quantity, unit, protein, carbs, fat, date, time
  from food_entries where user_id = $1 and date = $2 order by time desc, created_at desc`;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), "cache-control": "no-store" });
  res.end(text);
}

createServer(async (req, res) => {
  try {
    const url = new URL(req.url, "http://x");
    if (url.pathname === "/health") return send(res, 200, { ok: true });
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!token) return send(res, 401, { detail: "Not authenticated" });
    const hash = createHash("sha256").update(token).digest("hex");
    const { rows: users } = await pool.query(USER_SQL, [hash, new Date()]);
    if (!users[0]) return send(res, 401, { detail: "Not authenticated" });
    const { rows } = await pool.query(DAY_SQL, [users[0].id, url.searchParams.get("date_param")]);
    send(res, 200, rows);
  } catch (err) {
    send(res, 500, { detail: String(err) });
  }
}).listen(Number(process.env.PORT), "127.0.0.1");
