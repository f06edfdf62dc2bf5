/** "On" or "Off" beside a factor's name. */
export function StatusBadge({ on }: { on: boolean }) {
  return (
    <span
      className={
        on
          ? "rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800"
          : "rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700"
      }
    >
      {on ? "On" : "Off"}
    </span>
  );
}
