// The food-day read's SQL in the least code a Next route handler can have: one pool, one
// statement, the text sent as it comes. What vitalog's handler adds beyond the framework
// and the database is the gap between this and GET /api/food-entries.
import pg from "pg";
import { foodDayQuery } from "../../../../food-day-sql.mjs";

export const dynamic = "force-dynamic";

function newPool() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX || 10) });
  pool.on("error", () => undefined);
  return pool;
}
// on globalThis: next start may load a route module twice
const pool = (globalThis.__benchFoodDayPool ??= newPool());

const JSON_NO_STORE = { "Cache-Control": "no-store", "Content-Type": "application/json" };

export async function GET(req) {
  const query = foodDayQuery(req.headers.get("authorization"), new URL(req.url).searchParams.get("date_param"));
  if (!query) return Response.json({ detail: "Not authenticated" }, { status: 401, headers: JSON_NO_STORE });
  const { rows } = await pool.query(query);
  if (!rows[0]) return Response.json({ detail: "Not authenticated" }, { status: 401, headers: JSON_NO_STORE });
  return new Response(rows[0][1], { headers: JSON_NO_STORE });
}
