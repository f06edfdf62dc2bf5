"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { foodHref } from "@/lib/food/diary-day";
import { grams, kcal } from "@/lib/food/format";
import { prefillHref, productPrefill } from "@/lib/food/prefill";
import { barcodeBodySchema, FOUND_IN_DIARY, PRODUCT_NOT_FOUND } from "@/lib/food/schema";
import type { ProductResult } from "@/lib/food/service";
import { CameraScanners } from "./camera-scanners";
import { ResultCard } from "./result-card";

const LOOKUP_DELAY_MS = 500;

/** A macro the product does not state reads as a dash, never as 0 g. */
const macro = (n: number | null) => (n === null ? "–" : grams(n));

/** The lookup answers after which the user can still log the food by hand: not found, or the database unreachable. */
const MANUAL_AFTER = new Set([404, 503]);

/**
 * Barcode: camera scanners and manual entry, the lookup, and "Use This Product"; when the code
 * names nothing or cannot be looked up, "Enter it manually" opens the log form with the code kept.
 * Either logs onto the diary's day `date`.
 */
export function BarcodePanel({ date, today }: { date: string; today: string }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [product, setProduct] = useState<ProductResult | null>(null);
  const [fromDiary, setFromDiary] = useState(false);
  const [looked, setLooked] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // a lookup changes nothing: no toast and no refresh, and its failure reads under the field
  const lookup = useApiAction<string, { product: ProductResult; message: string }>({
    schema: barcodeBodySchema,
    request: (barcode) => ({ path: "/api/scan-barcode", body: { barcode } }),
    failure: PRODUCT_NOT_FOUND,
    errorIn: "form",
    refresh: false,
    onSuccess: (found) => {
      setProduct(found.product);
      setFromDiary(found.message === FOUND_IN_DIARY);
    },
  });

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  // the panel loads in a chunk of its own: digits typed into the server-rendered field before
  // it hydrates are in the field but not in the state, and would leave "Look Up" disabled
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setCode(typed);
  }, []);

  function run(raw: string) {
    const barcode = raw.trim();
    if (!barcode) return; // blank input is ignored
    setProduct(null);
    setLooked(barcode);
    void lookup.run(barcode);
  }

  /** A scan fills the field and looks the code up half a second later. */
  function scanned(value: string) {
    setCode(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => run(value), LOOKUP_DELAY_MS);
  }

  return (
    <div className="space-y-4">
      <CameraScanners onResult={scanned} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(code);
        }}
        className="flex items-start gap-2"
        noValidate
      >
        <Field
          label="Barcode"
          hint="The 8 to 14 digits under the bars."
          error={lookup.fieldErrors.barcode}
          className="flex-1"
        >
          {(p) => (
            <Input
              {...p}
              ref={field}
              inputMode="numeric"
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={code.trim() === "" || lookup.pending} className="mt-7 shrink-0">
          {lookup.pending ? "Searching..." : "Look Up"}
        </Button>
      </form>
      {lookup.pending && (
        <p className="text-sm text-muted" role="status">
          Searching...
        </p>
      )}
      {lookup.error && (
        <Alert tone="error">
          <p>{lookup.error}</p>
          {lookup.errorStatus !== null && MANUAL_AFTER.has(lookup.errorStatus) && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() =>
                router.push(`${foodHref({ tab: "log", date, today })}&barcode=${encodeURIComponent(looked)}`)
              }
            >
              Enter it manually
            </Button>
          )}
        </Alert>
      )}
      {product && (
        <ResultCard
          id="product-found"
          title={product.food_name}
          about={fromDiary ? "As you logged it before" : product.brand}
          figures={[
            {
              label: "Calories",
              value: product.serving_size
                ? `${kcal(product.calories)} per ${product.serving_size}`
                : kcal(product.calories),
            },
            { label: "Protein", value: macro(product.protein) },
            { label: "Carbs", value: macro(product.carbs) },
            { label: "Fat", value: macro(product.fat) },
          ]}
        >
          {product.implausible && (
            <Alert tone="warning" className="w-full">
              These nutrition values look wrong
              {product.implausible_detail ? ` (${product.implausible_detail})` : ""}; check the label.
            </Alert>
          )}
          <Button
            onClick={() => router.push(prefillHref(productPrefill(product), { date, today }))}
            className="w-full sm:w-auto"
          >
            Use This Product
          </Button>
        </ResultCard>
      )}
    </div>
  );
}
