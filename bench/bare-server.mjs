// The practical limit: node:http + pg doing what GET /api/food-entries?date_param= does
// (bearer token -> user and the day's entries as JSON, one statement) with no framework around it.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX || 10) });
pool.on("error", () => undefined);

// What lib/food/entries.ts signedInFoodDayJson sends: the sign-in and the day's JSON (the
// entries' stored JSON joined, newest first) in one statement.
const DAY_SQL = `select signed_in.user_id, (select '[' || coalesce(string_agg(f.api_json, ',' order by f.time desc, f.created_at desc), '') || ']'
    from food_entries f where f.user_id = signed_in.user_id and f.date = $3)
  from (select t.user_id from auth_tokens t inner join users u on u.id = t.user_id
    where t.kind = 'bearer' and t.token_hash = $1 and t.expires_at > $2 and u.is_active = true limit 1) signed_in`;

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
    const { rows } = await pool.query({ name: "food_day", text: DAY_SQL, values: [hash, new Date().toISOString(), url.searchParams.get("date_param")], rowMode: "array" });
    if (!rows[0]) return send(res, 401, { detail: "Not authenticated" });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(rows[0][1]), "cache-control": "no-store" });
    res.end(rows[0][1]);
  } catch (err) {
    send(res, 500, { detail: String(err) });
  }
}).listen(Number(process.env.PORT), "127.0.0.1");
