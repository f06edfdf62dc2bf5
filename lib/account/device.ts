/**
 * A short, readable name for the device of a sign-in, from its User-Agent header: "Chrome on
 * macOS", "Firefox on Android", "Safari on iPhone". The header is the client's own word, so
 * this names what it claims to be; anything that is not a browser reads as an API client.
 */

/** Browsers in the order they must be tested: each one's header also names those after it. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bSafari\//, "Safari"],
];

/** Systems, also in testing order (Android's header says Linux; iOS's says "like Mac OS X"). */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export const API_CLIENT = "vitalog API client";
export const UNKNOWN_BROWSER = "Unknown browser";

const firstMatch = (text: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(text))?.[1];

/** `kind`: a browser session or an app's token (what an unrecognised header falls back to). */
export function deviceName(userAgent: string | null | undefined, kind: "browser" | "app"): string {
  const ua = userAgent ?? "";
  const fallback = kind === "app" ? API_CLIENT : UNKNOWN_BROWSER;
  if (!ua.startsWith("Mozilla/")) return fallback;
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : fallback);
}
