// The reference app starts nothing: without this file Next picks up vitalog's own
// instrumentation (the workspace root's), which checks production configuration and migrates.
export function register(): void {}
