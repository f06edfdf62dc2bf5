/** "1 entry", "3 entries". */
export const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;
