/** Fuzz: the signed-in account, billing, export, report and import routes (see tests/fuzz/support). */
import { moduleLoader } from "./support/routes";
import { send } from "./support/harness";
import { fuzzRoutes } from "./support/suite";
import { withFakeSmtp } from "../support/smtp";

withFakeSmtp();

fuzzRoutes(
  [
    "me/route.ts",
    "profile/route.ts",
    "change-password/route.ts",
    "resend-verification/route.ts",
    "billing-portal/route.ts",
    "create-checkout-session/route.ts",
    "checkout-status/[session_id]/route.ts",
    "update-subscription/route.ts",
    "export/data/route.ts",
    "health-reports/[kind]/route.ts",
    "reports/email/route.ts",
    "import/route.ts",
  ],
  async (ctx) => {
    // a real export of the user's seeded rows: the valid body that import mutations start from
    const exportData = (await moduleLoader("export/data/route.ts")()).GET as Parameters<typeof send>[0];
    const req = new Request("http://localhost:3000/api/export/data?format=csv", { headers: { authorization: `Bearer ${ctx.user.token}` } });
    const res = await exportData(req, { params: Promise.resolve({}) });
    if (res.status !== 200) throw new Error(`export for the import samples: ${res.status}`);
    const zip = new Uint8Array(await res.arrayBuffer());
    ctx.rawSamples = [zip, zip.slice(0, zip.length >> 1), zip.map((b, i) => (i === zip.length >> 1 ? b ^ 0xff : b))];
  },
);
