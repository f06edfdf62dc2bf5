/**
 * GET /developers/scalar?v=<version>: Scalar's browser bundle for the API reference, from our
 * own origin. The file is streamed from disk: the server compresses it on the way out (Next's
 * `compress`, a host's CDN), and a streamed answer is not held to a serverless function's
 * response size limit. Under the current version's URL it is cached for a year as immutable;
 * under any other it must be revalidated, so no cache keeps an old file for a new version's key.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { SCALAR_FILE, SCALAR_VERSION } from "@/lib/developers/scalar-asset";

export async function GET(req: Request): Promise<Response> {
  const file = path.join(process.cwd(), SCALAR_FILE);
  // a missing file fails here, as a 500, rather than after a 200 has been sent
  await stat(file);
  const current = new URL(req.url).searchParams.get("v") === SCALAR_VERSION;
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
