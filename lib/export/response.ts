/** A generated file as a streamed download. */
export function fileResponse(
  body: ReadableStream<Uint8Array>,
  { filename, type }: { filename: string; type: string },
): Response {
  return new Response(body, {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
