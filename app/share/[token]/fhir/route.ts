import { fhirBundle } from "@/lib/export/fhir/bundle";
import { shareDownload } from "@/lib/shares/download";
import { localDateIn } from "@/lib/time/zones";

/** The FHIR R4 bundle (type collection) of a provider link, with the shared areas only. */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return shareDownload(req, (await params).token, "fhir", async (db, owner, share) => {
    const bundle = await fhirBundle(db, owner.id, share.areas);
    return new Response(JSON.stringify(bundle), {
      headers: {
        "content-type": "application/fhir+json",
        "content-disposition": `attachment; filename="fhir-bundle-${localDateIn(owner.time_zone)}.json"`,
      },
    });
  });
}
