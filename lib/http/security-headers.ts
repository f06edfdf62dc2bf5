/**
 * Headers sent with every response. Scripts run only from our origin or with the
 * request's nonce: proxy.ts makes a nonce for each page request and sends the CSP of
 * `contentSecurityPolicy(production, nonce)`, and Next puts that nonce on its own scripts
 * (its inline hydration data included), so no inline script an attacker injects can run.
 * 'strict-dynamic' lets those scripts load the app's chunks. Everything else (API answers,
 * static files) gets the same policy without a nonce, from next.config.ts. Styles stay
 * 'unsafe-inline': React's style attributes and the charts' markup carry inline styles,
 * which a nonce cannot cover. Nothing may frame us, and <base> is refused.
 */
export function contentSecurityPolicy(production: boolean, nonce?: string): string {
  const scripts = ["'self'"];
  if (nonce) scripts.push(`'nonce-${nonce}'`, "'strict-dynamic'");
  // React's development build reconstructs server error stacks with eval
  if (!production) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${production ? "" : " ws: wss:"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto: proxy.ts may run on any runtime). */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(production) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
