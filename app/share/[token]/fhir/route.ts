import { fhirBundle } from "@/lib/data-transfer/export/fhir/bundle";
import { fhirResponse } from "@/lib/data-transfer/export/response";
import { shareDownload } from "@/lib/shares/download";
import { localDateIn } from "@/lib/time/zones";

/** The FHIR R4 bundle (type collection) of a provider link, with the shared areas only. */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return shareDownload(req, (await params).token, "fhir", async (db, owner, share) =>
    fhirResponse(await fhirBundle(db, owner.id, share.areas), `fhir-bundle-${localDateIn(owner.time_zone)}.json`),
  );
}
