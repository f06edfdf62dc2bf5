/**
 * Web Push: shows a medication reminder with its actions, and answers them. "Taken" records
 * the dose and "Snooze 10 min" asks the server to push it again (the worker keeps no timer);
 * both are same-origin fetches, so the session cookie goes with them. A tap on the body
 * opens (or focuses) the medications page. The pure part is ./push-notification.
 */
import { actionRequest, failureNotification, notificationFor, readReminderData } from "./push-notification";

export function listenForPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener("push", (event) => {
    const { title, options } = notificationFor(event.data ? event.data.text() : null);
    event.waitUntil(self.registration.showNotification(title, options as NotificationOptions));
  });

  self.addEventListener("notificationclick", (event) => {
    const notification = event.notification;
    notification.close();
    const data = readReminderData(notification.data);
    const request = data ? actionRequest(event.action, data) : null;
    if (!data || !request) {
      event.waitUntil(openApp(self, data?.url ?? "/medications"));
      return;
    }
    event.waitUntil(
      (async () => {
        let ok = false;
        try {
          const res = await fetch(request.path, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            credentials: "same-origin",
          });
          ok = res.ok;
        } catch {
          ok = false;
        }
        if (!ok) {
          const failed = failureNotification(event.action, data);
          await self.registration.showNotification(failed.title, failed.options);
        }
      })(),
    );
  });
}

/** Focuses a window already on `path`, else another of ours sent there, else a new one. */
async function openApp(self: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((w) => w.url === url);
  if (same) {
    await same.focus();
    return;
  }
  const other = windows[0];
  if (other) {
    await other.focus();
    await other.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}
