import { authedRoute } from "@/lib/api/handler";
import { reportEmailSchema } from "@/lib/reports/schema";
import { emailMedicalReport } from "@/lib/reports/service";

/** POST /api/reports/email: the medical report PDF to a provider (Pro, 5 an hour). */
export const POST = authedRoute(
  { body: reportEmailSchema, status: 201, requires: "report_email" },
  async ({ db, user, body }) => emailMedicalReport(db, user, body),
);
