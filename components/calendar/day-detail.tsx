"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Tabs } from "@/components/ui/tabs";
import { firstOf } from "@/lib/calendar/days";
import type { DayDetail } from "./day-detail-types";

const TABS = [
  { key: "overview", label: "Overview" },
  { key: "food", label: "Food" },
  { key: "exercise", label: "Exercise" },
  { key: "vitals", label: "Vitals" },
  { key: "journal", label: "Journal" },
  { key: "migraines", label: "Migraines" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

const kcal = (n: number) => `${Math.round(n)} kcal`;

export function DayDetailDialog({ day }: { day: DayDetail }) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<TabKey>("overview");
  const close = () => {
    setOpen(false);
    router.push(`/calendar?month=${day.month}`, { scroll: false });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={day.heading}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Back to Calendar
          </Button>
          <Button onClick={close}>Close</Button>
        </>
      }
    >
      {/* six tabs wrap onto two rows at phone width rather than scroll out of sight */}
      <div className="[&_[role=tab]]:flex-auto [&_[role=tablist]]:flex-wrap">
        <Tabs tabs={[...TABS]} selected={tab} onSelect={setTab} label="Day details">
          <div className="max-h-[55vh] overflow-y-auto">{panel(tab, day)}</div>
        </Tabs>
      </div>
    </Dialog>
  );
}

function panel(tab: TabKey, day: DayDetail): ReactNode {
  switch (tab) {
    case "overview":
      return <Overview day={day} />;
    case "food":
      return (
        <List
          empty="No food logged on this day."
          items={day.food.map((f) => ({
            id: f.id,
            title: f.name,
            detail: `${f.meal} · ${kcal(f.calories)}${f.time ? ` · ${f.time}` : ""}`,
          }))}
        />
      );
    case "exercise":
      return (
        <List
          empty="No exercise logged on this day."
          items={day.exercises.map((e) => ({
            id: e.id,
            title: e.name,
            detail: `${e.minutes} min · ${e.type}${e.calories !== null ? ` · ${kcal(e.calories)} burned` : ""}`,
          }))}
        />
      );
    case "vitals":
      return (
        <List
          empty="No vital signs recorded on this day."
          items={day.vitals.map((v) => ({
            id: v.id,
            title: v.label,
            detail: `${v.value}${v.time ? ` · ${v.time}` : ""}`,
          }))}
        />
      );
    case "journal":
      return day.journal ? (
        <Journal entry={day.journal} />
      ) : (
        <p className="text-sm text-muted">No journal entry on this day.</p>
      );
    case "migraines":
      return (
        <List
          empty="No migraines on this day."
          items={day.migraines.map((m) => ({
            id: m.id,
            title:
              (m.kind === "headache" ? "Other headache, severity " : "Severity ") +
              `${m.severity}/10` +
              (m.duration_hours !== null ? `, ${m.duration_hours} h` : "") +
              (m.time ? ` at ${m.time}` : ""),
            detail: [
              m.triggers.length ? `Triggers: ${m.triggers.join(", ")}` : "",
              m.symptoms.length ? `Symptoms: ${m.symptoms.join(", ")}` : "",
              m.treatment ? `Treatment: ${m.treatment}` : "",
            ]
              .filter(Boolean)
              .join(" · "),
          }))}
        />
      );
  }
}

function Overview({ day }: { day: DayDetail }) {
  const food = firstOf(day.food);
  const vitals = firstOf(day.vitals);
  const episodes = day.migraines.length;
  return (
    <div className="space-y-4">
      {episodes > 0 && (
        <Alert tone="warning">
          {episodes === 1 ? "Migraine" : `${episodes} migraines`} logged on this day (severity{" "}
          {Math.max(...day.migraines.map((m) => m.severity))}/10).
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-2 text-center">
        <Stat label="Calories consumed" value={kcal(day.calories_consumed)} />
        <Stat label="Calories burned" value={kcal(day.calories_burned)} />
        <Stat label="Workouts" value={String(day.workouts)} />
        <Stat label="Meals logged" value={String(day.meals)} />
        <Stat label="Water" value={day.water ?? "None logged"} />
      </dl>
      <section aria-labelledby="overview-food">
        <h3 id="overview-food" className="text-sm font-semibold">
          Food summary
        </h3>
        {food.shown.length === 0 ? (
          <p className="text-sm text-muted">No food logged.</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm">
            {food.shown.map((f) => (
              <li key={f.id}>
                {f.name} <span className="text-muted">({kcal(f.calories)})</span>
              </li>
            ))}
            {food.more > 0 && <li className="text-muted">...and {food.more} more</li>}
          </ul>
        )}
      </section>
      <section aria-labelledby="overview-vitals">
        <h3 id="overview-vitals" className="text-sm font-semibold">
          Health metrics
        </h3>
        {vitals.shown.length === 0 ? (
          <p className="text-sm text-muted">No vital signs recorded.</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm">
            {vitals.shown.map((v) => (
              <li key={v.id}>
                <span className="capitalize">{v.label}</span>: {v.value}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-base font-semibold">{value}</dd>
    </div>
  );
}

function List({ items, empty }: { items: { id: string; title: string; detail: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((i) => (
        <li key={i.id} className="py-2">
          <p className="font-medium">{i.title}</p>
          {i.detail && <p className="text-sm text-muted">{i.detail}</p>}
        </li>
      ))}
    </ul>
  );
}

/** A journal rating: "7/10", or "not set" where the slider was left untouched. */
const outOf10 = (n: number | null) => (n === null ? "not set" : `${n}/10`);

function Journal({ entry }: { entry: NonNullable<DayDetail["journal"]> }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{entry.title}</p>
      <p>
        Mood {outOf10(entry.mood)} · Energy {outOf10(entry.energy)} · Stress {outOf10(entry.stress)} · Sleep{" "}
        {outOf10(entry.sleep)}
      </p>
      {entry.content && <p className="whitespace-pre-wrap">{entry.content}</p>}
      {entry.gratitude && <p>Grateful for: {entry.gratitude}</p>}
      {entry.goals && <p>Goals: {entry.goals}</p>}
    </div>
  );
}
