/**
 * The words and shapes the questionnaire screens show: what each grade means, the grade
 * bands a chart shades, and the retake line. Pure, so the screen and a test agree.
 */
import { HIT6_BANDS, HIT6_MAX, HIT6_MIN, type Hit6Band } from "@/lib/migraine/hit6";
import { MIDAS_GRADES, type MidasGrade } from "@/lib/migraine/midas";
import type { RetakeStatus } from "@/lib/migraine/retake";
import { formatShortDate } from "@/lib/time/format";
import { QUESTIONNAIRE_NAMES, type Questionnaire } from "./schema";

/** What each MIDAS grade means, as information (the score is not a diagnosis). */
const MIDAS_MEANING: Record<MidasGrade, string> = {
  I: "Headaches cost you 0 to 5 days of work, home or social life in the last 3 months: little or no disability.",
  II: "Headaches cost you 6 to 10 days of work, home or social life in the last 3 months: mild disability.",
  III: "Headaches cost you 11 to 20 days of work, home or social life in the last 3 months: moderate disability. Worth talking over with your doctor.",
  IV: "Headaches cost you 21 days or more of work, home or social life in the last 3 months: severe disability. Worth talking over with your doctor.",
};

/** What each HIT-6 band means. */
const HIT6_MEANING: Record<Hit6Band, string> = {
  little: "A score of 49 or less: headaches have little or no impact on your daily life.",
  some: "A score of 50 to 55: headaches have some impact on your daily life.",
  substantial:
    "A score of 56 to 59: headaches have a substantial impact on your daily life. Worth talking over with your doctor.",
  severe:
    "A score of 60 or more: headaches have a severe impact on your daily life. Worth talking over with your doctor.",
};

/** What a grade (MIDAS I–IV) or band (HIT-6) means, in a sentence or two. */
export function gradeMeaning(questionnaire: Questionnaire, grade: string): string {
  return questionnaire === "midas"
    ? (MIDAS_MEANING[grade as MidasGrade] ?? "")
    : (HIT6_MEANING[grade as Hit6Band] ?? "");
}

/** "Grade III", or HIT-6's band as it is named. */
export function gradeName(questionnaire: Questionnaire, grade: string): string {
  return questionnaire === "midas" ? `Grade ${grade}` : (HIT6_BANDS.find((b) => b.band === grade)?.label ?? grade);
}

/** What the score counts, beside the number: MIDAS days, HIT-6 on its 36–78 scale. */
export function scoreCaption(questionnaire: Questionnaire): string {
  return questionnaire === "midas"
    ? "MIDAS score: days lost to headaches"
    : `HIT-6 score, on a scale of ${HIT6_MIN} to ${HIT6_MAX}`;
}

export type Band = { from: number; to: number; label: string };

/**
 * The grade bands a chart shades. MIDAS's last grade has no upper end: it is drawn up to the
 * highest score shown, and at least 10 days past its start so it can be seen.
 */
export function gradeBands(questionnaire: Questionnaire, highest = 0): Band[] {
  if (questionnaire === "hit6") {
    return HIT6_BANDS.map((b, i) => ({ from: b.min, to: HIT6_BANDS[i + 1]?.min ?? HIT6_MAX, label: b.label }));
  }
  return MIDAS_GRADES.map((g, i) => {
    const next = MIDAS_GRADES[i + 1]?.min;
    return { from: g.min, to: next ?? Math.max(highest, g.min + 10), label: `Grade ${g.grade}` };
  });
}

export const SCALE_MIN: Record<Questionnaire, number> = { midas: 0, hit6: HIT6_MIN };

/** "MIDAS due now" / "HIT-6 due again on Apr 11, 2026" / "MIDAS not taken yet: due now". */
export function retakeLine(questionnaire: Questionnaire, status: RetakeStatus): string {
  const name = QUESTIONNAIRE_NAMES[questionnaire];
  if (status.due_on === null) return `${name} not taken yet: due now`;
  return status.due ? `${name} due now` : `${name} due again on ${formatShortDate(status.due_on)}`;
}
