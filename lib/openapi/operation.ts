/**
 * One operation of the API as the OpenAPI document describes it: the document's view of a
 * declaration (`endpoint()` in ./endpoint.ts makes it), whose request schemas are the zod
 * schemas the route parses with and whose answers are schemas written beside the services, so
 * the document is generated and never written by hand. `lib/openapi/document.ts` turns them
 * all into the document.
 */
import type { $ZodType } from "zod/v4/core";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call: nobody in particular (`public`), any signed-in caller including a personal
 * access token within its scope (`user`), or the app's own sign-in only: account and token
 * management refuse personal access tokens (`account`).
 */
export type Access = "public" | "user" | "account";

export type ResponseSpec = {
  description: string;
  /** The JSON body's schema; omitted for 204 and for non-JSON answers. */
  schema?: $ZodType;
  /**
   * Default "application/json" when `schema` is set. A file's type (or types, when the query
   * chooses: a zip or a PDF) when the answer is not JSON.
   */
  contentType?: string | readonly string[];
  example?: unknown;
};

export type Operation = {
  method: HttpMethod;
  /** OpenAPI form: "/api/foods/{food_id}". */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  request?: {
    body?: $ZodType;
    /** Default "application/json"; "multipart/form-data" for uploads. */
    bodyContentType?: string;
    query?: $ZodType;
    /** Path parameters; each is a string (a uuid unless said otherwise). */
    params?: Record<string, $ZodType>;
    example?: unknown;
    /** A read that takes `?member_id=`: a family member's data of this area, when they share it with the caller. */
    sharedArea?: string;
  };
  /** Successful answers by status (200, 201, 204, ...). */
  responses: Record<number, ResponseSpec>;
  /** Error statuses the route can give, each answered as `{ "detail": string }`. */
  errors: number[];
};
