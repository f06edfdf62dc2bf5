"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { ApiClientError, NETWORK_ERROR } from "@/lib/api/client";
import { grams, kcal, nameWithBrand } from "@/lib/food/format";
import { prefillHref } from "@/lib/food/prefill";
import type { ProductResult } from "@/lib/food/products";
import { CameraScanners } from "./camera-scanners";

const NOT_FOUND = "Product not found. Please try a different barcode.";
const LOOKUP_DELAY_MS = 500;

type ScanAnswer = { success: boolean; product: ProductResult | null; message?: string; detail?: string };

async function lookup(barcode: string): Promise<ProductResult> {
  let res: Response;
  try {
    res = await fetch("/api/scan-barcode", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ barcode }),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiClientError(0, NETWORK_ERROR);
  }
  const data = (await res.json().catch(() => null)) as ScanAnswer | null;
  if (!res.ok || !data?.success || !data.product)
    throw new ApiClientError(res.status, data?.message || data?.detail || NOT_FOUND);
  return data.product;
}

/** Barcode: camera scanners and manual entry, the lookup, and "Use This Product". */
export function BarcodePanel() {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [searching, setSearching] = useState(false);
  const [product, setProduct] = useState<ProductResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function run(raw: string) {
    const barcode = raw.trim();
    if (!barcode) return; // blank input is ignored
    setSearching(true);
    setError(null);
    setProduct(null);
    try {
      setProduct(await lookup(barcode));
    } catch (err) {
      setError(err instanceof ApiClientError ? err.detail || NOT_FOUND : NETWORK_ERROR);
    } finally {
      setSearching(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(code);
  }

  /** A scan fills the field and looks the code up half a second later. */
  function scanned(value: string) {
    setCode(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(value), LOOKUP_DELAY_MS);
  }

  function use(p: ProductResult) {
    router.push(
      prefillHref({
        food_name: nameWithBrand(p.food_name, p.brand),
        calories: Math.round(p.calories),
        meal_type: "lunch",
        serving_size: p.serving_size,
        protein: p.protein,
        carbs: p.carbs,
        fat: p.fat,
      }),
    );
  }

  return (
    <div className="space-y-4">
      <CameraScanners onResult={scanned} />
      <form onSubmit={submit} className="flex items-start gap-2" noValidate>
        <Field label="Barcode" hint="The 8 to 14 digits under the bars." className="flex-1">
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={code.trim() === "" || searching} className="mt-7 shrink-0">
          {searching ? "Searching..." : "Look Up"}
        </Button>
      </form>
      {searching && (
        <p className="text-sm text-muted" role="status">
          Searching...
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {product && (
        <section
          aria-labelledby="product-found"
          className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          <div>
            <h3 id="product-found" className="text-lg font-semibold text-ink">
              {product.food_name}
            </h3>
            {product.brand && <p className="text-sm text-muted">{product.brand}</p>}
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Calories</dt>
              <dd className="font-semibold">
                {kcal(product.calories)} {product.serving_size ? `per ${product.serving_size}` : ""}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Protein</dt>
              <dd className="font-semibold">{grams(product.protein)}</dd>
            </div>
            <div>
              <dt className="text-muted">Carbs</dt>
              <dd className="font-semibold">{grams(product.carbs)}</dd>
            </div>
            <div>
              <dt className="text-muted">Fat</dt>
              <dd className="font-semibold">{grams(product.fat)}</dd>
            </div>
          </dl>
          <Button onClick={() => use(product)} className="w-full sm:w-auto">
            Use This Product
          </Button>
        </section>
      )}
    </div>
  );
}
