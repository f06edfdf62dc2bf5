import Link from "next/link";
import { getDb } from "@/db/client";
import { retakeLine } from "@/lib/questionnaires/display";
import { QUESTIONNAIRE_NAMES, QUESTIONNAIRES } from "@/lib/questionnaires/schema";
import { questionnaireOverview } from "@/lib/questionnaires/service";

/** One line naming the questionnaires due now, with a link to each; nothing when none is due. */
export async function QuestionnaireDueNote({ userId, today }: { userId: string; today: string }) {
  const overview = await questionnaireOverview(await getDb(), { userId, today });
  const due = QUESTIONNAIRES.filter((q) => overview[q].due.due);
  if (due.length === 0) return null;
  return (
    <p className="text-sm text-amber-800" data-testid="questionnaires-due">
      {due.map((q, i) => (
        <span key={q}>
          {i > 0 && " · "}
          {retakeLine(q, overview[q].due)}:{" "}
          <Link href={`/health?tab=questionnaires&q=${q}`} className="font-medium underline">
            take {QUESTIONNAIRE_NAMES[q]}
          </Link>
        </span>
      ))}
    </p>
  );
}
