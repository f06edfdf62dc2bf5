/** Why the camera did not start, in the words the user sees, from the browser's error. */
export const CAMERA_MESSAGES = {
  denied: "Camera permission denied. Please allow camera access in your browser settings and try again.",
  noCamera: "No camera found on this device.",
  unsupported: "Camera access is not supported in this browser.",
  https: "Camera access requires a secure connection (HTTPS).",
  failed: "Failed to start camera scanner",
} as const;

/** A reason the camera cannot start before trying, or null. */
export function cameraUnavailable(): string | null {
  if (typeof window === "undefined") return CAMERA_MESSAGES.unsupported;
  if (!window.isSecureContext) return CAMERA_MESSAGES.https;
  if (!navigator.mediaDevices?.getUserMedia) return CAMERA_MESSAGES.unsupported;
  return null;
}

export function cameraErrorMessage(err: unknown): string {
  const name = err && typeof err === "object" && "name" in err ? String((err as { name: unknown }).name) : "";
  if (name === "NotAllowedError" || name === "PermissionDeniedError" || name === "SecurityError")
    return CAMERA_MESSAGES.denied;
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError")
    return CAMERA_MESSAGES.noCamera;
  if (name === "NotSupportedError" || name === "TypeError") return CAMERA_MESSAGES.unsupported;
  return CAMERA_MESSAGES.failed;
}
