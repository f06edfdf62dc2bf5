import { ApiError } from "@/lib/errors/api-error";
import { route } from "@/lib/api/handler";
import { FOUND_IN_MY_FOODS } from "@/lib/food/custom-foods/schema";
import { barcodeProblem } from "@/lib/food/barcode-check";
import { FOUND_IN_DIARY, PRODUCT_NOT_FOUND } from "@/lib/food/schema";
import { lookupBarcode } from "@/lib/food/service";
import { foodEndpoints } from "@/lib/openapi/paths/food";

/** A refused lookup: `success: false` and the message, beside the usual `detail`. */
function refused(status: number, message: string): Response {
  return Response.json({ success: false, product: null, message, detail: message }, { status });
}

/**
 * POST { barcode } → { success, product, message }. A malformed code is a 400, an unknown one
 * a 404, and one that only Open Food Facts could name while it cannot be reached a 503.
 */
export const POST = route(foodEndpoints.scanBarcode, async ({ db, user, body }) => {
  const problem = barcodeProblem(body.barcode);
  if (problem) return refused(400, problem);
  let found: Awaited<ReturnType<typeof lookupBarcode>>;
  try {
    found = await lookupBarcode(db, { userId: user.id, barcode: body.barcode });
  } catch (err) {
    if (err instanceof ApiError && err.status === 503) return refused(503, err.detail);
    throw err;
  }
  if (!found) return refused(404, PRODUCT_NOT_FOUND);
  const message = { custom: FOUND_IN_MY_FOODS, diary: FOUND_IN_DIARY, products: "Product found." }[found.source];
  return { success: true, product: found.product, message };
});
