/** On every screen of a shared view: whose data this is, and that it cannot be changed here. */
export function SharedBanner({ name }: { name: string }) {
  return (
    <div
      role="note"
      aria-label="Shared data"
      className="mb-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800"
    >
      Viewing {name}&apos;s data — read only
    </div>
  );
}
