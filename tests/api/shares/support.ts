/** Helpers of the provider share tests: a Pro user, a create, and the doctor's downloads. */
import { GET as fhirDownload } from "@/app/share/[token]/fhir/route";
import { GET as reportDownload } from "@/app/share/[token]/report/route";
import { POST as createShare } from "@/app/api/shares/route";
import { call, registerUser } from "../../support/api";
import { setPlan } from "../../support/personal-token";

export type Created = { share_id: string; url: string; expires_at: string; pin?: string; emailed: boolean };

export async function proUser(overrides: Record<string, unknown> = {}) {
  const registered = await registerUser(overrides);
  await setPlan(registered.user.id, "pro");
  return registered;
}

export function create(token: string, body: Record<string, unknown>) {
  return call<Created>(createShare, { token, body, path: "/api/shares" });
}

export const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/** A download of the doctor's, as the browser sends it (a cookie when the PIN was passed). */
export function download(kind: "report" | "fhir", token: string, cookie?: string) {
  const handler = kind === "report" ? reportDownload : fhirDownload;
  const headers = new Headers({
    "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  });
  if (cookie) headers.set("cookie", cookie);
  return handler(new Request(`http://localhost:3000/share/${token}/${kind}`, { headers }), {
    params: Promise.resolve({ token }),
  });
}
