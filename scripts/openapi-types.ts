/** npm run openapi:types: writes the API document's TypeScript types to lib/api-client/openapi.d.ts. */
import { writeFileSync } from "node:fs";
import { CLIENT_TYPES_FILE, clientTypes } from "@/lib/openapi/client-types";

writeFileSync(CLIENT_TYPES_FILE, await clientTypes());
console.log(`wrote ${CLIENT_TYPES_FILE}`);
