/**
 * What the fuzzer sends: hostile JSON values, mutations of a valid body, raw (malformed)
 * bodies with their content types, and query strings. All arbitraries are fast-check's, so
 * a failure replays from its seed and path.
 */
import fc from "fast-check";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const HUGE_STRING = "x".repeat(200_000);
const LONG_UNICODE = "😀".repeat(5_000);

/** Numbers a schema must refuse or bound: overflow integer columns, NaN-ish, precision. */
export const nastyNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-320,
  0.1 + 0.2,
  13.37,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  1e20,
  -1e20,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  99999,
  100000,
  2026,
  999999999999,
);

/** Strings that break parsers, databases and date code. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\t\n",
    "\u0000",
    "a\u0000b",
    "\u0000\u0000\u0000",
    "\ud800",
    "\udfff",
    "a\ud800b",
    "\ud83d",
    "\ufeff",
    "\uffff",
    "\u202e\u0041",
    "😀",
    "👨‍👩‍👧‍👦",
    "Ωμέγα",
    "日本語",
    "null",
    "undefined",
    "NaN",
    "Infinity",
    "-Infinity",
    "true",
    "0",
    "-1",
    "1e999",
    "0x10",
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    "%",
    "_",
    "\\",
    "%00",
    "%%",
    "${x}",
    "{{x}}",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "2026-02-31",
    "2026-02-29",
    "2024-02-29",
    "0000-01-01",
    "0001-01-01",
    "1899-12-31",
    "9999-12-31",
    "99999-01-01",
    "+02026-01-01",
    "-0001-01-01",
    "2026-13-01",
    "2026-00-10",
    "2026-1-1",
    "2026-01-01T00:00:00Z",
    "2026-11",
    "0000-00",
    "9999-99",
    "2026-W01",
    "24:00",
    "23:60",
    "-1:00",
    "99:99",
    "12:00:00",
    "7:05",
    "00:00",
    "23:59",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "not-a-uuid",
    "user@example.com",
    "a@b",
    "@",
    "x".repeat(255) + "@example.com",
    "cs_",
    "cs_test_123",
    "price_x",
    HUGE_STRING,
    LONG_UNICODE,
    "a".repeat(1_001),
    "a".repeat(20_001),
    " ".repeat(300),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, with the hostile leaves above; arrays where objects are expected, etc. */
export const nastyJson: fc.Arbitrary<Json> = fc.oneof(
  { depthSize: "small", maxDepth: 3 },
  leaf,
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }),
  fc.constant<Json>(Array.from({ length: 100 }, () => "Stress")),
  fc.constant<Json>(deep(200)),
);

function deep(depth: number): Json {
  let v: Json = "bottom";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** JSON text that JSON.stringify cannot produce: Infinity, huge nesting, duplicate keys... */
const rawJsonText = fc.constantFrom(
  "",
  " ",
  "{",
  "}",
  "[",
  '{"a":',
  "nul",
  "NaN",
  "Infinity",
  "undefined",
  "'x'",
  "{'a':1}",
  "{a:1}",
  "1e999",
  "-1e999",
  "[1e999]",
  '{"x":1e999}',
  "0",
  '""',
  "null",
  "true",
  "[]",
  "{}",
  "\ufeff{}",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  "\u0000",
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  '"\\u0000"',
  "1 2",
  "{}{}",
  "\u00ff\u00fe",
);

const DATES = [
  "2026-02-31",
  "2026-02-30",
  "2025-02-29",
  "2026-04-31",
  "0000-01-01",
  "0001-01-01",
  "1899-12-31",
  "1000-01-01",
  "9999-12-31",
  "2101-01-01",
  "5000-06-15",
  "2026-13-01",
  "2026-00-10",
  "2026-11-00",
  "2026-11-32",
];
const MONTHS = ["0000-01", "0001-01", "9999-12", "2026-13", "2026-00", "1899-12", "5000-06"];
const TIMES = ["24:00", "23:60", "99:99", "-1:00", "12:00:00", "7:05", "00:00", "23:59", "12:00\u0000"];

/**
 * A hostile value of the same shape as a valid one: text with NUL or a lone surrogate, edge
 * dates, overflowing numbers.
 */
export function spice(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string") {
    return fc.oneof(
      fc
        .constantFrom("\u0000", "\ud800", "\udc00", "😀", " ", "%", "\\", "'", "\u202e", "\ufeff")
        .chain((x) => fc.constantFrom(value + x, x + value, value.slice(0, 1) + x + value.slice(1), x)),
      fc.constantFrom(...DATES, ...MONTHS, ...TIMES),
      fc.nat({ max: 6 }).map((n) => value.repeat(10 ** n).slice(0, 300_000)),
      nastyString,
    );
  }
  if (typeof value === "number") {
    return fc.oneof(
      nastyNumber,
      fc.constantFrom(value + 0.5, -value, value * 1000, value * 1e12, String(value), [value]),
    );
  }
  if (typeof value === "boolean") return fc.constantFrom("true", 1, 0, null, [], {});
  if (Array.isArray(value)) {
    return fc.oneof(
      fc.constant([]),
      fc.constant(Array.from({ length: 1000 }, (_, i) => `${value[0] ?? "x"}${i}`)),
      value.length ? spice(value[0]).map((v) => [v, ...value.slice(1)]) : nastyJson.map((v) => [v]),
      nastyJson.map((v) => [...value, v]),
    );
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return nastyJson.map((v) => ({ x: v }));
    return fc.constantFrom(...entries).chain(([k, v]) => spice(v).map((x) => ({ ...value, [k]: x })));
  }
  return nastyJson;
}

export type RawBody = { text: string; contentType: string | null };

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/zip",
  "application/octet-stream",
  "",
  null,
);

/**
 * A request body derived from a valid one: unchanged, one or more fields set to hostile
 * values, a field dropped, an unknown field added, replaced entirely, or as raw text.
 */
export function bodyArb(valid: Record<string, unknown>[]): fc.Arbitrary<RawBody> {
  const base = valid.length ? fc.constantFrom(...valid) : fc.constant({} as Record<string, unknown>);
  const keysOf = (o: Record<string, unknown>) => Object.keys(o);
  const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: "application/json" as string | null });
  const mutateOne = base.chain((b) =>
    keysOf(b).length
      ? fc.tuple(fc.constantFrom(...keysOf(b)), nastyJson).map(([k, v]) => json({ ...b, [k]: v }))
      : nastyJson.map((v) => json({ x: v })),
  );
  const spiceOne = base.chain((b) =>
    keysOf(b).length
      ? fc.constantFrom(...keysOf(b)).chain((k) => spice(b[k]).map((v) => json({ ...b, [k]: v })))
      : nastyJson.map((v) => json({ x: v })),
  );
  const mutateMany = base.chain((b) =>
    fc
      .dictionary(keysOf(b).length ? fc.constantFrom(...keysOf(b)) : fc.string(), nastyJson, { maxKeys: 3 })
      .map((d) => json({ ...b, ...d })),
  );
  const dropOne = base.chain((b) =>
    keysOf(b).length
      ? fc.constantFrom(...keysOf(b)).map((k) => json(Object.fromEntries(Object.entries(b).filter(([x]) => x !== k))))
      : fc.constant(json(b)),
  );
  const extraKey = fc.tuple(base, fc.string({ maxLength: 12 }), nastyJson).map(([b, k, v]) => json({ ...b, [k]: v }));
  const wrongType = fc.tuple(base, contentType).map(([b, ct]) => ({ text: JSON.stringify(b), contentType: ct }));
  const raw = fc.tuple(rawJsonText, contentType).map(([text, ct]) => ({ text, contentType: ct ?? "application/json" }));
  const truncated = base.chain((b) => {
    const text = JSON.stringify(b);
    return fc
      .nat({ max: Math.max(0, text.length - 1) })
      .map((n) => ({ text: text.slice(0, n), contentType: "application/json" }));
  });
  const infinity = base.chain((b) =>
    keysOf(b).length
      ? fc
          .tuple(
            fc.constantFrom(...keysOf(b)),
            fc.constantFrom("1e999", "-1e999", "1e400", "123456789012345678901234567890"),
          )
          .map(([k, v]) => ({
            text: JSON.stringify({ ...b, [k]: "__N__" }).replace('"__N__"', v),
            contentType: "application/json",
          }))
      : fc.constant(json(b)),
  );
  return fc.oneof(
    { arbitrary: base.map(json), weight: 3 },
    { arbitrary: mutateOne, weight: 5 },
    { arbitrary: spiceOne, weight: 8 },
    { arbitrary: mutateMany, weight: 3 },
    { arbitrary: dropOne, weight: 2 },
    { arbitrary: extraKey, weight: 1 },
    { arbitrary: infinity, weight: 2 },
    { arbitrary: nastyJson.map(json), weight: 2 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: raw, weight: 2 },
    { arbitrary: truncated, weight: 1 },
  );
}

const queryValue = fc.oneof(
  nastyString,
  fc.constantFrom(...DATES, ...MONTHS, "2026-11\u0000", "2026-11-20\u0000", "5\u0000"),
  nastyNumber.map(String),
  fc.constantFrom("", "1.5", "-5", "1e3", "0x1F", " 10 ", "10abc", "[]", "{}"),
);

/** A query string derived from a valid one: values swapped for hostile text, keys dropped or added. */
export function queryArb(valid: Record<string, string>[]): fc.Arbitrary<Record<string, string>> {
  const base = valid.length ? fc.constantFrom(...valid) : fc.constant({} as Record<string, string>);
  const keysOf = (o: Record<string, string>) => Object.keys(o);
  return fc.oneof(
    { arbitrary: base, weight: 2 },
    {
      arbitrary: base.chain((b) =>
        keysOf(b).length
          ? fc.tuple(fc.constantFrom(...keysOf(b)), queryValue).map(([k, v]) => ({ ...b, [k]: v }))
          : fc.constant(b),
      ),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(base, fc.dictionary(fc.string({ maxLength: 10 }), queryValue, { maxKeys: 3 }))
        .map(([b, d]) => ({ ...d, ...b })),
      weight: 1,
    },
    { arbitrary: base.map((b) => Object.fromEntries(Object.keys(b).map((k) => [k, ""]))), weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** Garbage for a path segment that should hold an id. */
export const garbageId = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "0",
    "-1",
    "1",
    "1e999",
    "NaN",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "6f1c0b1e-9a4e-4f63-8f4e-3f1c2b1a0d9e",
    "6F1C0B1E-9A4E-4F63-8F4E-3F1C2B1A0D9E",
    "6f1c0b1e9a4e4f638f4e3f1c2b1a0d9e",
    "{6f1c0b1e-9a4e-4f63-8f4e-3f1c2b1a0d9e}",
    "6f1c0b1e-9a4e-4f63-8f4e-3f1c2b1a0d9e\u0000",
    "\u0000",
    "\ud800",
    "' OR '1'='1",
    "../me",
    "%2e%2e",
    "a".repeat(5000),
    "😀",
    "cs_test_x",
    "cs_" + "a".repeat(300),
  ),
  fc.string({ maxLength: 40 }),
  fc.uuid(),
);
