/** Fuzz: the health, medication, journal, calendar and insights routes (see tests/fuzz/support). */
import { GROUPS } from "./support/groups";
import { fuzzRoutes } from "./support/suite";

fuzzRoutes([...GROUPS.healthJournal]);
