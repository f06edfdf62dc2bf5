/**
 * The copy-paste examples of the developer page, written for the server they are read on
 * (its public origin). The request bodies are exported as values, so a test holds them to the
 * schemas the routes parse with: an example that would be refused fails the build's tests.
 */

/** A food entry as POST /api/food-entries takes it; date and time default to now in the user's zone. */
export const FOOD_ENTRY_BODY = { food_name: "Apple", calories: 95, meal_type: "snack" } as const;

/** Two items of POST /api/batch: each `body` is what the kind's own route takes. */
export const BATCH_BODY = {
  items: [
    { kind: "water", body: { amount_ml: 250 } },
    { kind: "health_metric", body: { metric_type: "weight", value: 71.4, unit: "kg" } },
  ],
} as const;

const TOKEN_NOTE = "# a personal access token from Settings → API";

/**
 * A value on one line with a space after each colon and comma, as a person types it: JSON
 * (quoted keys) for curl, or a TypeScript object literal (bare keys). No value holds a quote,
 * so the JSON sits as is between a shell's single quotes.
 */
function inline(value: unknown, bareKeys = false): string {
  if (Array.isArray(value)) return `[${value.map((v) => inline(v, bareKeys)).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const fields = Object.entries(value).map(([k, v]) => `${bareKeys ? k : JSON.stringify(k)}: ${inline(v, bareKeys)}`);
    return `{ ${fields.join(", ")} }`;
  }
  return JSON.stringify(value);
}

export type Example = { id: string; title: string; language: "sh" | "ts"; code: string };

/** curl: list a day's food entries, log one safely, and send a batch. */
export function curlExamples(origin: string): Example[] {
  const auth = `  -H "Authorization: Bearer $VITALOG_TOKEN"`;
  const json = `  -H "Content-Type: application/json"`;
  return [
    {
      id: "curl-list",
      title: "List today's food entries",
      language: "sh",
      code: [
        `export VITALOG_TOKEN="vl_pat_…"  ${TOKEN_NOTE}`,
        "",
        `curl "${origin}/api/food-entries?date_param=$(date +%F)" \\`,
        auth,
      ].join("\n"),
    },
    {
      id: "curl-log",
      title: "Log a food entry, safe to retry",
      language: "sh",
      code: [
        "# one key per entry: a retry with the same key and body answers the first answer",
        "KEY=$(uuidgen)",
        `curl -X POST "${origin}/api/food-entries" \\`,
        `${auth} \\`,
        `${json} \\`,
        `  -H "Idempotency-Key: $KEY" \\`,
        `  -d '${inline(FOOD_ENTRY_BODY)}'`,
      ].join("\n"),
    },
    {
      id: "curl-batch",
      title: "Write several records at once",
      language: "sh",
      code: [
        "KEY=$(uuidgen)",
        `curl -X POST "${origin}/api/batch" \\`,
        `${auth} \\`,
        `${json} \\`,
        `  -H "Idempotency-Key: $KEY" \\`,
        `  -d '${batchJson()}'`,
        `# 200 {"results": [{"status": 201, "id": "…"}, {"status": 201, "id": "…"}]}`,
      ].join("\n"),
    },
  ];
}

/** One item a line, as a person would type the envelope. */
function batchJson(): string {
  const items = BATCH_BODY.items.map((item) => `    ${inline(item)}`).join(",\n");
  return `{\n  "items": [\n${items}\n  ]\n}`;
}

/** TypeScript: the types generated from the document, then openapi-fetch. */
export function typescriptExamples(origin: string, date: string): Example[] {
  return [
    {
      id: "ts-setup",
      title: "Generate the types and install the client",
      language: "sh",
      code: [`npx openapi-typescript ${origin}/api/openapi.json -o vitalog.d.ts`, "npm install openapi-fetch"].join(
        "\n",
      ),
    },
    {
      id: "ts-client",
      title: "Read and write with types",
      language: "ts",
      code: [
        `import createClient from "openapi-fetch";`,
        `import type { paths } from "./vitalog";`,
        "",
        "const client = createClient<paths>({",
        `  baseUrl: "${origin}",`,
        "  headers: { Authorization: `Bearer ${process.env.VITALOG_TOKEN}` },",
        "});",
        "",
        `const { data, error } = await client.GET("/api/food-entries", {`,
        `  params: { query: { date_param: "${date}" } },`,
        "});",
        "if (error) throw new Error(error.detail);",
        "for (const entry of data) console.log(entry.time, entry.food_name, entry.calories);",
        "",
        "// the Idempotency-Key makes a retry of this request safe",
        `const created = await client.POST("/api/food-entries", {`,
        `  body: ${inline(FOOD_ENTRY_BODY, true)},`,
        `  headers: { "Idempotency-Key": crypto.randomUUID() },`,
        "});",
        "console.log(created.data?.entry_id);",
      ].join("\n"),
    },
  ];
}
