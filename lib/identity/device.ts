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

/** Scripts and tools that name themselves at the start of the header. */
const TOOLS: [RegExp, string][] = [
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^python-requests\/|^python-urllib/i, "Python script"],
  [/^(?:node|undici|node-fetch|axios)\b/i, "Node.js script"],
  [/^PostmanRuntime\//i, "Postman"],
];

export const API_CLIENT = "vitalog API client";
export const UNKNOWN_BROWSER = "Unknown browser";
export const UNKNOWN_DEVICE = "Unknown device";

const firstMatch = (text: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * `kind`: a browser session or an app's token, which an unrecognised header falls back to;
 * without one (an event of the account's activity) a script is named by its tool.
 */
export function deviceName(userAgent: string | null | undefined, kind?: "browser" | "app"): string {
  const ua = (userAgent ?? "").trim();
  const fallback = kind === "app" ? API_CLIENT : kind === "browser" ? UNKNOWN_BROWSER : UNKNOWN_DEVICE;
  if (!ua.startsWith("Mozilla/")) return (kind ? undefined : firstMatch(ua, TOOLS)) ?? fallback;
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : fallback);
}
