/** Runs before each test file: gives it a database of its own, migrated and empty. */
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, setDbForTesting } from "@/db/client";
import { openTestDb } from "./database";

beforeAll(async () => {
  const { db, close } = await openTestDb(inject("dbTemplate"));
  setDbForTesting(db, close);
});

afterAll(async () => {
  await closeDb();
});
