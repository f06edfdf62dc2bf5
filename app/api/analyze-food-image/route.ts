import { formDataOf, readBodyBytes } from "@/lib/http/body-bytes";
import { ApiError } from "@/lib/errors/api-error";
import { route } from "@/lib/api/handler";
import { isAiConfigured } from "@/lib/ai/provider";
import { analyzeFoodImage, NOT_CONFIGURED, sniffImageType } from "@/lib/food/analyze-image";
import { IMAGE_TOO_LARGE, IMAGE_UPLOAD_MAX_BYTES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "@/lib/food/schema";
import { foodEndpoints } from "@/lib/openapi/paths/food";

/**
 * Multipart `image_file` → { success, analysis, message }. Premium; 503 when AI is not configured;
 * 400 for a file that is not a JPEG, PNG or WebP by its bytes, before any model is asked.
 */
export const POST = route(foodEndpoints.analyzeImage, async ({ req }) => {
  if (!isAiConfigured()) throw ApiError.unavailable(NOT_CONFIGURED);
  // an oversized upload stops being read at the limit (a little room for the multipart framing)
  const form = await formDataOf(req, await readBodyBytes(req, IMAGE_UPLOAD_MAX_BYTES, IMAGE_TOO_LARGE));
  if (!form) throw ApiError.badRequest("Send the photo as multipart/form-data in the field image_file.");
  const file = form.get("image_file");
  if (!(file instanceof File) || file.size === 0) throw ApiError.badRequest("image_file: a photo is required.");
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw ApiError.badRequest(NOT_AN_IMAGE);
  const analysis = await analyzeFoodImage(bytes, type);
  return { success: true, analysis, message: "Analysis complete." };
});
