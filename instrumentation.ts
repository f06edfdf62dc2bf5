/** Runs once when the server starts: open the database and apply pending migrations. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./db/client");
  try {
    await getDb();
  } catch (err) {
    // Requests retry on their own; a database that is down at start must not kill the server.
    console.error("[vitalog] database not ready at start:", err instanceof Error ? err.message : err);
  }
}
