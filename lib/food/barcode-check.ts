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
  if (gs1CheckDigit(code.slice(0, -1)) !== Number(code.at(-1))) return "This barcode's check digit is wrong. Please check the number.";
  return null;
}

/** UPC-A and EAN-13 name the same product: store and look up the 13-digit form. */
export function normalizeBarcode(raw: string): string {
  const code = raw.trim();
  return code.length === 12 ? `0${code}` : code;
}
