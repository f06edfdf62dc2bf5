/** Fuzz: the signed-in account, billing, export, report and import routes (see tests/fuzz/support). */
import { withFakeSmtp } from "../support/smtp";
import { send } from "./support/harness";
import { GROUPS } from "./support/groups";
import { moduleLoader } from "./support/routes";
import { fuzzRoutes } from "./support/suite";
import { tamperedExports } from "./support/export-zip";

withFakeSmtp();

fuzzRoutes([...GROUPS.accountExport], async (ctx) => {
  // a real export of the user's seeded rows: the valid body that import mutations start from
  const exportData = (await moduleLoader("export/data/route.ts")()).GET as Parameters<typeof send>[0];
  const req = new Request("http://localhost:3000/api/export/data?format=csv", {
    headers: { authorization: `Bearer ${ctx.user.token}` },
  });
  const res = await exportData(req, { params: Promise.resolve({}) });
  if (res.status !== 200) throw new Error(`export for the import samples: ${res.status}`);
  const zip = new Uint8Array(await res.arrayBuffer());
  ctx.rawGenerated = tamperedExports(zip);
  ctx.rawSamples = [zip, zip.slice(0, zip.length >> 1), zip.map((b, i) => (i === zip.length >> 1 ? b ^ 0xff : b))];
});
