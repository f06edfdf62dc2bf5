/**
 * Scalar's self-contained browser build, the renderer of the API reference on /developers.
 * It is served from our own origin (app/developers/scalar/route.ts), never from a CDN: the
 * page's CSP allows only our scripts, and a server without internet access still shows it.
 * The URL carries the installed version (package.json pins it exactly), so browsers and
 * proxies may keep the file for a year and an upgrade changes the URL.
 */
import "server-only";
import packageJson from "@/package.json";

export const SCALAR_VERSION: string = packageJson.dependencies["@scalar/api-reference"];

/** The bundle on disk, relative to the app's directory (next.config.ts ships it with the route). */
export const SCALAR_FILE = "node_modules/@scalar/api-reference/dist/browser/standalone.js";

export const SCALAR_SCRIPT_URL = `/developers/scalar?v=${encodeURIComponent(SCALAR_VERSION)}`;
