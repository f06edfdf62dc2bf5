/** `/api/shares`: provider links, a read-only dashboard of chosen areas for a doctor. */
import { ALREADY_CREATED, SHARE_NOT_FOUND } from "@/lib/shares/service";
import { ApiError } from "@/lib/errors/api-error";
import { accessLogSchema, createdShareSchema, shareListSchema } from "@/lib/shares/responses";
import { shareCreateSchema } from "@/lib/shares/schema";
import { endpoint } from "../endpoint";

const TAG = "Provider shares";
const ID = "0d6c9a1e-4b7f-4c2a-9e35-7a1f0b2c3d48";
const URL = "https://vitalog.example/share/Xq3J5mO1vRk8Zt0bHc9yWfLp2sEa7uNd4GiT6eKh1Qw";

export const sharesEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/shares",
    summary: "List provider shares",
    description:
      "The caller's provider links, newest first, without their tokens or PINs, each with its status " +
      "(`active`, `expired`, `revoked`) and last view. Works on every plan, so a user who left Pro can still " +
      "see and revoke their links.",
    tag: TAG,
    responses: {
      200: {
        description: "The shares.",
        schema: shareListSchema,
        example: {
          shares: [
            {
              share_id: ID,
              name: "Dr Lee",
              email: "dr.lee@clinic.example",
              areas: ["medications", "migraines"],
              created_at: "2026-11-20T09:00:00.000Z",
              expires_at: "2026-12-20T09:00:00.000Z",
              revoked_at: null,
              has_pin: true,
              locked: false,
              status: "active",
              last_viewed_at: "2026-11-21T14:02:00.000Z",
              views: 2,
            },
          ],
        },
      },
    },
    throws: [401, 403, 429],
  }),
  create: endpoint({
    method: "post",
    path: "/api/shares",
    summary: "Create a provider share",
    description:
      "Needs the Pro plan (402 otherwise). Makes a link (`url`, `/share/{token}` with a 256-bit random token " +
      "stored only as a hash) that shows a read-only dashboard of `areas` to anyone who has it, until " +
      "`expires_at` (`days` from now: 7, 30 or 90) or until revoked. With `pin: true` a 6-digit PIN is made " +
      "and the link asks for it; five wrong PINs lock the link. The answer holds the link and the PIN, the only " +
      "time they are shown. With `email`, the link (never the PIN) is emailed to the doctor, at most 5 an hour " +
      "(`SHARE_EMAILS_PER_HOUR`; 429 past that, and no share is made). At most 20 active " +
      "links (409 past that). A repeat with the same `Idempotency-Key` creates no second share and answers 409.",
    tag: TAG,
    body: shareCreateSchema,
    bodyExample: {
      name: "Dr Lee",
      email: "dr.lee@clinic.example",
      areas: ["migraines", "medications"],
      days: 30,
      pin: true,
    },
    requires: "provider_share",
    keptAnswer: () => ApiError.conflict(ALREADY_CREATED).toResponse(),
    callsOutside: true,
    responses: {
      201: {
        description: "The new share, with its link (and PIN).",
        schema: createdShareSchema,
        example: { share_id: ID, url: URL, expires_at: "2026-12-27T09:00:00.000Z", pin: "042917", emailed: true },
      },
    },
    throws: [400, 401, 402, 403, 409, 422, 429],
  }),
  revoke: endpoint({
    method: "delete",
    path: "/api/shares/{share_id}",
    summary: "Revoke a provider share",
    description: "Ends the link at once: it answers 404 from the next request on. Works on every plan.",
    tag: TAG,
    params: { share_id: "uuid" },
    notFound: SHARE_NOT_FOUND,
    responses: { 204: { description: "Revoked." } },
    throws: [401, 403, 404, 429],
  }),
  accessLog: endpoint({
    method: "get",
    path: "/api/shares/{share_id}/access-log",
    summary: "List a provider share's views and downloads",
    description:
      "Each opening of the dashboard (`view`), each download (`report_pdf`, `fhir`) and each wrong PIN " +
      "(`pin_refused`), newest first, with the address and browser it came from.",
    tag: TAG,
    params: { share_id: "uuid" },
    notFound: SHARE_NOT_FOUND,
    responses: {
      200: {
        description: "The access log.",
        schema: accessLogSchema,
        example: {
          entries: [
            { action: "report_pdf", at: "2026-11-21T14:03:10.000Z", ip: "203.0.113.7", device: "Firefox on Windows" },
            { action: "view", at: "2026-11-21T14:02:00.000Z", ip: "203.0.113.7", device: "Firefox on Windows" },
          ],
        },
      },
    },
    throws: [401, 403, 404, 429],
  }),
};
