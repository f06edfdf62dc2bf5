/** What the bench measures on vitalog, and the two references it compares with. */
import type { RequestSpec } from "autocannon";
import { apiAccessScenarios } from "./api-access";
import { batchScenario } from "./batch";
import { rotate, type Measure } from "./measure";
import { COMMON_PREFIXES, SEARCH_QUERIES, SEARCH_SCENARIOS } from "./search";

export type Context = {
  app: string;
  floor: string;
  bare: string;
  /** Bearer tokens of users 1..20, each with 50 food entries on `foodDay`. */
  readers: string[];
  /** Browser session cookies of the same users. */
  readerCookies: string[];
  /** Bearer tokens of pro users (no daily food limit) that log entries. */
  writers: string[];
  /** An as-needed medication of each writer, for the batch's doses (empty when the batch is not measured). */
  writerMedications: string[];
  /** A read_write personal access token of each writer (empty when those scenarios are not measured). */
  writerPats: string[];
  heavyToken: string;
  heavyCookie: string;
  foodDay: string;
  /** YYYY-MM of a full month of the heavy user. */
  heavyMonth: string;
  /** Barcodes present in the products table. */
  barcodes: string[];
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function withToken(tokens: string[], spec: RequestSpec): RequestSpec {
  const next = rotate(tokens);
  return { ...spec, setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...bearer(next()) } }) };
}

/** A JSON POST, each request with the next token and a new body. */
export function post(tokens: string[], path: string, body: () => unknown): RequestSpec {
  const next = rotate(tokens);
  return {
    method: "POST",
    path,
    setupRequest: (req) => ({
      ...req,
      headers: { "content-type": "application/json", ...bearer(next()) },
      body: JSON.stringify(body()),
    }),
  };
}

export const FOOD_DAY = "GET food day (50 entries)";
export const FOOD_DAY_COOKIE = "GET food day (cookie session)";
export const FLOOR = "reference: empty Next route";
export const BARE = "reference: node:http + pg, same SQL";
export const NEXT_PG = "reference: Next route + pg, same SQL";
export const FLOOR_PAGE = "reference: empty Next page";

/** The scenarios `--only views` runs: every signed-in page of the heavy user, beside the empty page. */
export const VIEWS = "views";
const VIEW_PREFIX = "view: ";

/** The views judged against the empty page, and the most CPU a request each may take, as a multiple of it. */
export const VIEW_GOAL = 4;
export const JUDGED_VIEWS = ["dashboard", "insights", "calendar", "health reports"].map((v) => VIEW_PREFIX + v);

/**
 * Pages take tens of ms of CPU each: a 10 s window of a busy machine answers few of them, and
 * the work still in flight at its ends would weigh on CPU per request. A page scenario is a
 * fixed number of requests over 4 connections, counted from an idle server to the last answer;
 * enough of them that the CPU clock's 10 ms ticks are a small part of the empty page's total,
 * the divisor of every view's ratio.
 */
const PAGE_CONNECTIONS = 4;
const PAGE_REQUESTS = 100;
/**
 * The empty page takes a few ms a request, so 100 of them are a few hundred ms of CPU, in which
 * one garbage collection more or less moves the figure by a third; every view's ratio divides by
 * it, so it gets five times the requests.
 */
const FLOOR_PAGE_REQUESTS = 5 * PAGE_REQUESTS;

/** Each signed-in view of the heavy user (5 years of data): its name and address. */
export function viewPages(month: string): [string, string][] {
  return [
    ["dashboard", "/"],
    ["food", "/food"],
    ["exercise", "/exercise"],
    ["health", "/health"],
    ["health tracker", "/health?tab=tracker"],
    ["health vitals", "/health?tab=vitals"],
    ["health symptoms", "/health?tab=symptoms"],
    ["health reports", "/health?tab=reports"],
    ["medications", "/medications"],
    ["journal", "/journal"],
    ["calendar", `/calendar?month=${month}`],
    ["calendar trends", `/calendar?tab=trends&month=${month}`],
    ["insights", "/insights"],
    ["settings", "/settings"],
    ["subscription", "/subscription"],
  ];
}

/** Whether `--only <text>` keeps a scenario: its name holds the text, or it is in the group the text names. */
export function selected(s: Measure, only: string | undefined): boolean {
  if (!only) return true;
  if (only === VIEWS) return s.group === VIEWS || s.name === FLOOR_PAGE;
  return s.name.includes(only) || s.name.startsWith("reference");
}

/** GET /api/food-search over one connection, each request the next query and the next user's token. */
function search(app: string, name: string, tokens: string[], queries: string[]): Measure {
  const nextToken = rotate(tokens);
  const nextQuery = rotate(queries);
  return {
    name,
    base: app,
    connections: 1,
    amount: SEARCH_REQUESTS,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => ({
          ...req,
          path: `/api/food-search?q=${encodeURIComponent(nextQuery())}`,
          headers: { ...req.headers, ...bearer(nextToken()) },
        }),
      },
    ],
  };
}

/** Requests of a search scenario a round: enough for a p99 of its own. */
const SEARCH_REQUESTS = 600;

export function scenarios(c: Context): Measure[] {
  const nextBarcode = rotate(c.barcodes);
  const nextCookie = rotate(c.readerCookies);
  let n = 0;
  return [
    { name: FLOOR, base: c.floor, requests: [{ method: "GET", path: "/api/empty" }] },
    {
      name: FLOOR_PAGE,
      base: c.floor,
      connections: PAGE_CONNECTIONS,
      amount: FLOOR_PAGE_REQUESTS,
      requests: [{ method: "GET", path: "/empty" }],
    },
    {
      name: BARE,
      base: c.bare,
      requests: [withToken(c.readers, { method: "GET", path: `/food?date_param=${c.foodDay}` })],
    },
    {
      name: NEXT_PG,
      base: c.floor,
      requests: [withToken(c.readers, { method: "GET", path: `/api/food-day?date_param=${c.foodDay}` })],
    },
    {
      name: FOOD_DAY,
      base: c.app,
      requests: [withToken(c.readers, { method: "GET", path: `/api/food-entries?date_param=${c.foodDay}` })],
    },
    {
      name: FOOD_DAY_COOKIE,
      base: c.app,
      requests: [
        {
          method: "GET",
          path: `/api/food-entries?date_param=${c.foodDay}`,
          setupRequest: (req) => ({ ...req, headers: { cookie: nextCookie() } }),
        },
      ],
    },
    { name: "GET /api/me", base: c.app, requests: [withToken(c.readers, { method: "GET", path: "/api/me" })] },
    {
      name: "POST food entry",
      base: c.app,
      expect: [201],
      requests: [
        post(c.writers, "/api/food-entries", () => ({
          food_name: `Bench apple ${n++ % 100}`,
          calories: 95,
          meal_type: "snack",
          protein: 0.5,
          carbs: 25,
          fat: 0.3,
        })),
      ],
    },
    batchScenario(c.app, c.writers, c.writerMedications),
    ...apiAccessScenarios(c.app, c.writers, c.writerPats),
    {
      name: "GET calendar month (heavy user)",
      base: c.app,
      requests: [{ method: "GET", path: `/api/calendar-data?month=${c.heavyMonth}`, headers: bearer(c.heavyToken) }],
    },
    {
      name: "POST scan-barcode (local product)",
      base: c.app,
      requests: [post(c.readers, "/api/scan-barcode", () => ({ barcode: nextBarcode() }))],
    },
    // one search at a time, as a person types: the latency is the request's own, not a queue's
    search(c.app, SEARCH_SCENARIOS.readers, c.readers, SEARCH_QUERIES),
    search(c.app, SEARCH_SCENARIOS.heavy, [c.heavyToken], SEARCH_QUERIES),
    search(c.app, SEARCH_SCENARIOS.common, c.readers, COMMON_PREFIXES),
    ...viewPages(c.heavyMonth).map(([view, path]): Measure => ({
      name: VIEW_PREFIX + view,
      group: VIEWS,
      base: c.app,
      connections: PAGE_CONNECTIONS,
      amount: PAGE_REQUESTS,
      requests: [{ method: "GET", path, headers: { cookie: c.heavyCookie } }],
    })),
    // 20 exports of 5 years at once take seconds each: a 10 s window would end before any did
    {
      name: "GET csv export (heavy user)",
      base: c.app,
      minSeconds: 30,
      requests: [{ method: "GET", path: "/api/export/data?format=csv", headers: bearer(c.heavyToken) }],
    },
  ];
}
