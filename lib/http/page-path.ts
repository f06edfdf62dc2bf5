/**
 * The header that carries a page request's path to its server components: proxy.ts sets it
 * on every page request (replacing any copy the client sent), and the page-view audit line
 * reads it, since a server component is not told which path it renders.
 */
export const PAGE_PATH_HEADER = "x-vitalog-page-path";
