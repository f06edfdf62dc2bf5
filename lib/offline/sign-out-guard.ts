/**
 * The Logout buttons' hook into the offline queue: the queue's runtime (loaded after the page,
 * components/offline/runtime.tsx) installs a guard that warns when writes wait on this device
 * and deletes them before the session ends. Until it is installed, Logout signs out at once.
 */
type Guard = (signOut: () => void) => void;

let guard: Guard | null = null;

export function setSignOutGuard(next: Guard | null): void {
  guard = next;
}

export function guardedSignOut(signOut: () => void): void {
  if (guard) guard(signOut);
  else signOut();
}
