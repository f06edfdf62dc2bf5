/** The service itself: liveness, readiness and this document. */
import * as z from "zod/mini";
import { endpoint } from "../endpoint";

const tag = "Platform";

/** The document's own answer, described by its top level (its standard says the rest). */
const documentSchema = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});

export const platformEndpoints = {
  health: endpoint({
    method: "get",
    path: "/api/health",
    summary: "Liveness",
    description: "The process is up. Reads nothing; never cached.",
    tag,
    access: "public",
    responses: {
      200: { description: "Up.", schema: z.object({ status: z.literal("ok") }), example: { status: "ok" } },
    },
  }),
  ready: endpoint({
    method: "get",
    path: "/api/ready",
    summary: "Readiness",
    description: "The database answers and its migrations are current: what a load balancer waits for.",
    tag,
    access: "public",
    responses: {
      200: { description: "Ready.", schema: z.object({ status: z.literal("ready") }), example: { status: "ready" } },
    },
    throws: [503],
  }),
  document: endpoint({
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    description:
      "The OpenAPI 3.1 document of the API, generated from the schemas the handlers parse with. Cacheable for 5 minutes.",
    tag,
    access: "public",
    responses: { 200: { description: "The document.", schema: documentSchema } },
    throws: [500],
  }),
};
