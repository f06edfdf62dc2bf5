import { Card, CardTitle } from "@/components/ui/card";
import type { Trends } from "@/lib/calendar/service";

const COLUMNS = ["Week", "Mood", "Workouts", "Meals", "Medications"] as const;

export function TrendsTable({ trends }: { trends: Trends }) {
  const meds = trends.weeks.some((w) => w.medication_days !== null);
  return (
    <div className="space-y-4">
      <Card aria-labelledby="trends-title">
        <CardTitle>
          <span id="trends-title">Last four weeks</span>
        </CardTitle>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">
              Mood average, workouts, days with meals logged and days with all medications taken, per week
            </caption>
            <thead>
              <tr className="text-left text-xs text-muted">
                {COLUMNS.map((title) => (
                  <th key={title} scope="col" className="py-1 pr-2 font-medium last:pr-0">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trends.weeks.map((w) => (
                <tr key={w.start} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    {w.label}
                  </th>
                  <td className="py-2 pr-2">{w.mood === null ? "—" : `${w.mood}/10`}</td>
                  <td className="py-2 pr-2">{w.workouts}</td>
                  <td className="py-2 pr-2">{w.meal_days}/7</td>
                  <td className="py-2">{w.medication_days === null ? "—" : `${w.medication_days}/7`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-muted">
          Weeks are the 7 days ending today and the three before. Meals: days with a meal logged.
          {meds
            ? " Medications: days on which every scheduled dose was taken."
            : " Medications: no scheduled medications."}
        </p>
      </Card>
      <Card aria-labelledby="trend-messages">
        <CardTitle>
          <span id="trend-messages">Trends</span>
        </CardTitle>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {trends.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
