import { PlanGate } from "@/components/billing/upgrade-prompt";
import { PeriodLinks } from "@/components/health/period-links";
import { Alert } from "@/components/ui/alert";
import { TitledCard } from "@/components/ui/card";
import { Chart } from "@/components/ui/chart";
import { getDb } from "@/db/client";
import type { Gate } from "@/lib/billing/gate";
import { gradeBands, gradeName, retakeLine } from "@/lib/questionnaires/display";
import { QUESTIONNAIRE_NAMES, QUESTIONNAIRES, type Questionnaire } from "@/lib/questionnaires/schema";
import { questionnaireOverview, type QuestionnaireStatus } from "@/lib/questionnaires/service";
import { formatShortDate } from "@/lib/time/format";
import { requestLocale } from "@/lib/time/request-locale";
import { DeleteResponse } from "./delete-response";
import { Hit6Form } from "./hit6-form";
import { MidasForm } from "./midas-form";
import { ScoreResult } from "./score-result";

const ABOUT: Record<Questionnaire, string> = {
  midas:
    "The Migraine Disability Assessment counts the days headaches cost you at work or school, at home and in " +
    "your family and social life over the last 3 months. Take it every 3 months.",
  hit6:
    "The Headache Impact Test scores how much headaches affect your daily life, from 36 to 78. Three of its " +
    "questions ask about the last 4 weeks: take it every 4 weeks.",
};

/**
 * The Questionnaires tab of the Health page: MIDAS or HIT-6 (one at a time, chosen in a row of
 * links), each with its retake reminder, its form, its latest score, and its history charted
 * over its grade bands and listed.
 */
export async function QuestionnairesTab({
  userId,
  today,
  chosen,
  gate,
}: {
  userId: string;
  today: string;
  chosen: string | undefined;
  /** Whether the user's plan takes new answers; the history stays readable on every plan. */
  gate: Gate;
}) {
  const overview = await questionnaireOverview(await getDb(), { userId, today });
  const q: Questionnaire = QUESTIONNAIRES.find((k) => k === chosen) ?? "midas";
  const status = overview[q];
  return (
    <>
      <ul className="space-y-1 text-sm" aria-label="When to take the questionnaires">
        {QUESTIONNAIRES.map((k) => (
          <li key={k} className={overview[k].due.due ? "font-medium text-amber-800" : "text-muted"}>
            {retakeLine(k, overview[k].due)}
          </li>
        ))}
      </ul>
      <PeriodLinks
        label="Questionnaires"
        options={QUESTIONNAIRES.map((k) => ({
          href: `/health?tab=questionnaires&q=${k}`,
          label: QUESTIONNAIRE_NAMES[k],
          active: k === q,
        }))}
      />
      <TitledCard id={`take-${q}`} title={`Take ${QUESTIONNAIRE_NAMES[q]}`}>
        <div className="space-y-4">
          <p className="text-sm text-muted">{ABOUT[q]}</p>
          <Alert tone={status.due.due ? "warning" : "info"}>{retakeLine(q, status.due)}</Alert>
          <PlanGate gate={gate}>{q === "midas" ? <MidasForm /> : <Hit6Form />}</PlanGate>
        </div>
      </TitledCard>
      <History questionnaire={q} status={status} locale={await requestLocale()} />
    </>
  );
}

function History({
  questionnaire: q,
  status,
  locale,
}: {
  questionnaire: Questionnaire;
  status: QuestionnaireStatus;
  locale: string;
}) {
  const name = QUESTIONNAIRE_NAMES[q];
  const { history, latest } = status;
  const oldestFirst = [...history].reverse();
  const highest = Math.max(0, ...history.map((r) => r.score));
  return (
    <TitledCard id={`history-${q}`} title={`${name} history`}>
      {latest === null ? (
        <p className="text-sm text-muted">No {name} answers yet. Your scores will be charted here.</p>
      ) : (
        <div className="space-y-4">
          <ScoreResult response={latest} heading="Latest" />
          <Chart
            locale={locale}
            kind="line"
            baseline="data"
            integer
            title={`${name} score over time`}
            unit={q === "midas" ? "days" : ""}
            bands={gradeBands(q, highest)}
            points={oldestFirst.map((r) => ({ label: r.date, date: r.date, value: r.score }))}
          />
          <ul className="divide-y divide-slate-200" aria-label={`${name} answers`}>
            {history.map((r) => {
              const label = `${name} of ${formatShortDate(r.date)}`;
              return (
                <li key={r.response_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="text-sm">
                    <p className="font-medium text-ink">{formatShortDate(r.date)}</p>
                    <p className="text-muted">
                      <span className="tabular-nums">{r.score}</span>
                      {q === "midas" ? " days · " : " · "}
                      {q === "midas" ? `${gradeName(q, r.grade)}, ${r.grade_label.toLowerCase()}` : r.grade_label}
                    </p>
                  </div>
                  <DeleteResponse responseId={r.response_id} name={label} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </TitledCard>
  );
}
