// The bench's reference app, built and served like vitalog (same Next, same response
// headers): its empty route handler's req/s is the framework's floor here, and its
// food-day route runs the food-day read's SQL with nothing of vitalog around it.
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
