/**
 * Where the demo may run: a development or test machine. A production server (NODE_ENV
 * production, or an APP_URL that is not this machine) is refused, so no real database ever
 * gets an account with a published password.
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

function isLocalHost(host: string): boolean {
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

/** Why the demo must not run here, or null when it may. */
export function demoRefusal(env: { NODE_ENV?: string; APP_URL?: string }): string | null {
  const refused = "npm run demo creates an account with a published password, so it runs only in development";
  if (env.NODE_ENV === "production") return `${refused}: NODE_ENV is production.`;
  const appUrl = env.APP_URL?.trim();
  if (appUrl) {
    let host: string;
    try {
      host = new URL(appUrl).hostname;
    } catch {
      return `${refused}: APP_URL (${appUrl}) is not an address it can check.`;
    }
    if (!isLocalHost(host)) return `${refused}: APP_URL (${appUrl}) is a production address, not this machine.`;
  }
  return null;
}
