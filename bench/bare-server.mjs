// The practical limit: node:http + pg doing what GET /api/food-entries?date_param= does
// (bearer token -> user and the day's entries as JSON, one statement) with no framework around it.
import { createServer } from "node:http";
import pg from "pg";
import { foodDayQuery } from "./food-day-sql.mjs";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX || 10) });
pool.on("error", () => undefined);

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

createServer(async (req, res) => {
  try {
    const url = new URL(req.url, "http://x");
    if (url.pathname === "/health") return send(res, 200, { ok: true });
    const query = foodDayQuery(req.headers.authorization, url.searchParams.get("date_param"));
    if (!query) return send(res, 401, { detail: "Not authenticated" });
    const { rows } = await pool.query(query);
    if (!rows[0]) return send(res, 401, { detail: "Not authenticated" });
    res.writeHead(200, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(rows[0][1]),
      "cache-control": "no-store",
    });
    res.end(rows[0][1]);
  } catch (err) {
    send(res, 500, { detail: String(err) });
  }
}).listen(Number(process.env.PORT), "127.0.0.1");
