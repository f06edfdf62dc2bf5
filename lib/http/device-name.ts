/**
 * A short, readable name for the device behind a User-Agent: "Chrome on macOS",
 * "Safari on iPhone", "Firefox on Windows". Pure; unknown agents read as "Unknown device",
 * API clients (curl, scripts) by their tool's name.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bChromium\/|HeadlessChrome\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari|AppleWebKit.*\b(?:iPhone|iPad)\b/, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const TOOLS: [RegExp, string][] = [
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^python-requests\/|^python-urllib/i, "Python script"],
  [/^(?:node|undici|node-fetch|axios)\b/i, "Node.js script"],
  [/^PostmanRuntime\//i, "Postman"],
];

export const UNKNOWN_DEVICE = "Unknown device";

export function deviceName(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").trim();
  if (!ua) return UNKNOWN_DEVICE;
  for (const [pattern, name] of TOOLS) if (pattern.test(ua)) return name;
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
