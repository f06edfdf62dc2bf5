/** The browser's client is typed from the document: the committed types must be the document's of now. */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CLIENT_TYPES_FILE, clientTypes } from "@/lib/openapi/client-types";

it("lib/api-client/openapi.d.ts is what `npm run openapi:types` generates from the document", async () => {
  const committed = readFileSync(CLIENT_TYPES_FILE, "utf8");
  expect(
    committed === (await clientTypes()),
    "run `npm run openapi:types` and commit lib/api-client/openapi.d.ts",
  ).toBe(true);
});
