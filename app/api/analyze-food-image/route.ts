import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { isAiConfigured } from "@/lib/ai/provider";
import { assertCan } from "@/lib/billing/entitlements";
import { analyzeFoodImage, MAX_IMAGE_BYTES, NOT_CONFIGURED, sniffImageType } from "@/lib/food/analyze-image";

const TOO_LARGE = "The image is too large. The limit is 8 MB.";
const NOT_AN_IMAGE = "Please choose a JPEG, PNG or WebP image.";

/** Multipart `image_file` → { success, analysis, message }. Premium; 503 when AI is not configured. */
export const POST = authedRoute({}, async ({ user, req }) => {
  assertCan(user, "ai");
  if (!isAiConfigured()) throw ApiError.unavailable(NOT_CONFIGURED);
  // refuse an oversized upload before reading it (a little room for the multipart framing)
  if (Number(req.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + 64 * 1024) throw new ApiError(413, TOO_LARGE);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw ApiError.badRequest("Send the photo as multipart/form-data in the field image_file.");
  }
  const file = form.get("image_file");
  if (!(file instanceof File) || file.size === 0) throw ApiError.badRequest("image_file: a photo is required.");
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new ApiError(415, NOT_AN_IMAGE);
  const analysis = await analyzeFoodImage(bytes, type);
  return { success: true, analysis, message: "Analysis complete." };
});
