/**
 * Barcode syntax: digits only, EAN-8, UPC-A (12), EAN-13 or GTIN-14, with a correct GS1
 * check digit. Pure, so the browser and the server give the same answer.
 */
const LENGTHS = new Set([8, 12, 13, 14]);

export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // weights 3,1,3,1... from the rightmost digit of the body
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** null when valid, else a sentence saying what is wrong. */
export function barcodeProblem(raw: string): string | null {
  const code = raw.trim();
  if (!/^\d+$/.test(code)) return "A barcode has digits only.";
  if (!LENGTHS.has(code.length)) return "A barcode has 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13 or GTIN-14).";
  if (gs1CheckDigit(code.slice(0, -1)) !== Number(code.at(-1)))
    return "This barcode's check digit is wrong. Please check the number.";
  return null;
}

/** UPC-A and EAN-13 name the same product: store and look up the 13-digit form. */
export function normalizeBarcode(raw: string): string {
  const code = raw.trim();
  return code.length === 12 ? `0${code}` : code;
}

/** A UPC-E code (8 digits, number system 0 or 1) written out as its 12-digit UPC-A. */
export function upcEToUpcA(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const [ns, a, b, c, d, e, f, check] = upcE.split("") as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const mid =
    f === "0" || f === "1" || f === "2"
      ? `${a}${b}${f}0000${c}${d}${e}`
      : f === "3"
        ? `${a}${b}${c}00000${d}${e}`
        : f === "4"
          ? `${a}${b}${c}${d}00000${e}`
          : `${a}${b}${c}${d}${e}0000${f}`;
  return `${ns}${mid}${check}`;
}
