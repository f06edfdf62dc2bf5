/** The mark of a write saved on this device and not yet on the server. */
export function WaitingBadge({ refused = false }: { refused?: boolean }) {
  return refused ? (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Couldn&apos;t sync</span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Waiting to sync</span>
  );
}
