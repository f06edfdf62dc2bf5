/** Background Sync of the offline write queue. */
export function listenForSync(_self: ServiceWorkerGlobalScope): void {}
