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

/** A FHIR resource as a JSON download, in FHIR's own media type. */
export function fhirResponse(resource: unknown, filename: string): Response {
  const body = new Blob([JSON.stringify(resource, null, 2)]).stream();
  return fileResponse(body, { filename, type: "application/fhir+json" });
}
