import { authedRoute } from "@/lib/api/handler";
import { barcodeProblem } from "@/lib/food/barcode-check";
import { barcodeBodySchema, PRODUCT_NOT_FOUND } from "@/lib/food/schema";
import { lookupBarcode } from "@/lib/food/service";

/** A refused lookup: `success: false` and the message, beside the usual `detail`. */
function refused(status: number, message: string): Response {
  return Response.json({ success: false, product: null, message, detail: message }, { status });
}

/** POST { barcode } → { success, product, message }. A malformed code is a 400, an unknown one a 404. */
export const POST = authedRoute({ body: barcodeBodySchema }, async ({ db, body }) => {
  const problem = barcodeProblem(body.barcode);
  if (problem) return refused(400, problem);
  const product = await lookupBarcode(db, body.barcode);
  if (!product) return refused(404, PRODUCT_NOT_FOUND);
  return { success: true, product, message: "Product found." };
});
