/** The report email's answer as a zod schema, for the OpenAPI document and its contract tests. */
import * as z from "zod/mini";
import { answers } from "@/lib/answers/service-type";
import type { ReportSend } from "./service/email";

export const reportSentSchema = answers<ReportSend>()(
  z.object({
    to: z.string(),
    report: z.string(),
    days: z.int(),
    sent_at: z.iso.datetime({ offset: true }),
  }),
);
