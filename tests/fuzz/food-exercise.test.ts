/** Fuzz: the food and exercise routes (see tests/fuzz/support). */
import { GROUPS } from "./support/groups";
import { fuzzRoutes } from "./support/suite";

fuzzRoutes([...GROUPS.foodExercise]);
