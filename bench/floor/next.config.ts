// The bench's reference app: one empty route handler, built and served like vitalog
// (same Next, same response headers), so its req/s is the framework's floor here.
import type { NextConfig } from "next";
import { securityHeaders } from "../../lib/http/security-headers";

const config: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(true) },
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
    ];
  },
};

export default config;
