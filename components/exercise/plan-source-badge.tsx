/** Which generator made a plan: the AI model, or the built-in basic generator. */
export function PlanSourceBadge({ source }: { source: string }) {
  return (
    <span
      className={
        source === "ai"
          ? "shrink-0 whitespace-nowrap rounded-full bg-violet-100 px-2.5 py-1 text-xs font-medium text-violet-800"
          : "shrink-0 whitespace-nowrap rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
      }
    >
      {source === "ai" ? "AI plan" : "Basic plan"}
    </span>
  );
}
