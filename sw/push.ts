/** Web Push: shows a reminder and answers its actions. */
export function listenForPush(_self: ServiceWorkerGlobalScope): void {}
