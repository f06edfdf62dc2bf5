import { authedRoute } from "@/lib/api/handler";
import { barcodeProblem } from "@/lib/food/barcode-check";
import { lookupBarcode, NOT_FOUND_MESSAGE } from "@/lib/food/products";
import { barcodeBodySchema } from "@/lib/food/schema";

/**
 * POST { barcode } → { success, product, message }. A malformed code is a 400 and an
 * unknown one a 404, each with `success: false`, the message and the usual `detail`.
 */
export const POST = authedRoute({ body: barcodeBodySchema }, async ({ db, body }) => {
  const problem = barcodeProblem(body.barcode);
  if (problem)
    return Response.json({ success: false, product: null, message: problem, detail: problem }, { status: 400 });
  const product = await lookupBarcode(db, body.barcode);
  if (!product) {
    return Response.json(
      { success: false, product: null, message: NOT_FOUND_MESSAGE, detail: NOT_FOUND_MESSAGE },
      { status: 404 },
    );
  }
  return { success: true, product, message: "Product found." };
});
