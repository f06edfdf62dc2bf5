/**
 * A local Open Food Facts product API v2 (GET /api/v2/product/{code}.json) serving
 * real-shaped answers: a product per 100 g, one with per-serving figures, one with energy in
 * kJ only, one without a name, a drink whose serving energy is blank, a tea whose label cannot be
 * right, two sweetened drinks with their ingredient and additive tags (one with aspartame); unknown codes answer either the "status 0" body with HTTP 200
 * or the same body with HTTP 404 (both forms exist in the wild). Two codes stand for an Open
 * Food Facts that is down: one answers 503, one answers nothing until the server closes.
 */
import http from "node:http";

type OffBody = Record<string, unknown>;

export const OFF_CODES = {
  /** Nutella 400 g: per 100 g and per serving (15 g). */
  perServing: "3017620422003",
  /** Plain oats: per 100 g only. */
  per100g: "5000168001234",
  /** A juice whose label gives kJ only. */
  kjOnly: "4000417025005",
  /** Unknown, answered as 200 + status 0. */
  unknownStatus0: "4006381333931",
  /** Unknown, answered as 404 + status 0. */
  unknown404: "0012345678905",
  /** Fanta orange as OFF answered it: `energy_serving: ""`, 113 kJ per 100 g in a 33 cl can, no fat value. */
  blankServing: "5449000214805",
  /** A chamomile tea labelled 280 kcal in a 1 g serving: 28000 kcal per 100 g. */
  implausible: "0000105000011",
  /** Known but no energy value: unusable. */
  noEnergy: "8710398500526",
  /** Answers after 6 s: past the client's 5 s time-out. */
  slow: "5449000000996",
  /** Answers 503 with an HTML error page, as a proxy in front of a failed server does. */
  serverError: "5000000000012",
  /** Never answers: the connection stays open until the stand-in closes. */
  hangs: "5000000000029",
  /** Fanta Orange Zero as OFF answered it in 2017: sweetened with aspartame (en:e951) among others. */
  aspartame: "5449000138170",
  /** Fanta Orange as OFF answered it in 2017: acesulfame K and sucralose (E950, E955), no aspartame. */
  noAspartame: "5449000011527",
} as const;

const PRODUCTS: Record<string, OffBody> = {
  // the 2017 answers' names, figures and tags as published (ingredient tags untranslated, German and French)
  [OFF_CODES.aspartame]: {
    code: OFF_CODES.aspartame,
    product_name: "Fanta Orange Zero",
    brands: "Fanta",
    quantity: "50 cl",
    serving_size: "250 ml",
    serving_quantity: 250,
    nutrition_data_per: "100g",
    nutriments: { energy_100g: 11, energy_unit: "kJ", carbohydrates_100g: 0.4, proteins_100g: 0, fat_100g: 0 },
    ingredients_tags: [
      "wasser",
      "orangensaft-aus-orangensaftkonzentrat",
      "kohlensaure",
      "sauerungsmittel-citronensaure",
      "citrusextrakt",
      "sussungsmittel",
      "naturliches-oangenaroma-mit-anderen-naturlichen-aromen",
      "antioxidationsmittel-ascorbinsaure",
      "farbstoff-carotin",
      "stabilisator-guarkernmehl",
      "natriumcyclamat",
      "aspartam",
      "acesulfam-k",
    ],
    additives_tags: ["en:e290", "en:e950", "en:e951"],
  },
  [OFF_CODES.noAspartame]: {
    code: OFF_CODES.noAspartame,
    product_name: "Fanta Orange",
    brands: "Fanta",
    quantity: "33 cl",
    serving_size: "330 ml (une boîte)",
    serving_quantity: 330,
    nutrition_data_per: "100g",
    nutriments: { energy_100g: "113", carbohydrates_100g: 6.5, proteins_100g: "0", fat_100g: "0" },
    ingredients_tags: [
      "eau-gazeifiee",
      "jus-d-orange-a-base-de-jus-concentre",
      "sucren-jus-de-citron-a-base-de-concentre",
      "conservateur",
      "sorbate-de-potassium",
      "aromes-naturels-d-orange-avec-autres-aromes-naturels",
      "edulcorants",
      "acesulfame",
      "k",
      "sucralose",
      "stabilisant",
      "gomme-de-guar",
      "colorant",
      "carotenoides",
    ],
    additives_tags: ["en:e160", "en:e202", "en:e412", "en:e950", "en:e955"],
  },
  [OFF_CODES.perServing]: {
    code: OFF_CODES.perServing,
    product_name: "Nutella",
    brands: "Ferrero,Nutella",
    serving_size: "15 g",
    serving_quantity: 15,
    nutriments: {
      "energy-kcal": 539,
      "energy-kcal_100g": 539,
      "energy-kcal_serving": 80.9,
      "energy-kj_100g": 2252,
      "energy-kj_serving": 338,
      energy_100g: 2252,
      energy_serving: 338,
      energy_unit: "kcal",
      fat_100g: 30.9,
      fat_serving: 4.64,
      carbohydrates_100g: 57.5,
      carbohydrates_serving: 8.63,
      proteins_100g: 6.3,
      proteins_serving: 0.945,
      sugars_100g: 56.3,
      sugars_serving: 8.44,
      "saturated-fat_100g": 10.6,
      "saturated-fat_serving": 1.59,
      // salt only: sodium is worked out from it
      salt_100g: 0.107,
      salt_serving: 0.016,
    },
  },
  [OFF_CODES.per100g]: {
    code: OFF_CODES.per100g,
    product_name: "Porridge Oats",
    brands: "Quaker",
    nutriments: { "energy-kcal_100g": 374, energy_100g: 1565, proteins_100g: 11, carbohydrates_100g: 60, fat_100g: 8 },
  },
  [OFF_CODES.kjOnly]: {
    code: OFF_CODES.kjOnly,
    product_name: "",
    product_name_en: "Apple Juice",
    brands: "Granini",
    nutriments: {
      energy_100g: 192,
      "energy-kj_100g": 192,
      energy_unit: "kJ",
      carbohydrates_100g: 10.5,
      proteins_100g: 0.1,
      fat_100g: 0.1,
    },
  },
  [OFF_CODES.blankServing]: {
    code: OFF_CODES.blankServing,
    product_name: "Fanta orange",
    brands: "Fanta",
    quantity: "33 cl ",
    serving_size: "",
    serving_quantity: 0,
    nutrition_data_per: "100g",
    nutriments: {
      energy_unit: "kcal",
      energy_100g: 113,
      energy_serving: "",
      energy_value: "27",
      energy: "113",
      carbohydrates_100g: "6.5",
      carbohydrates_serving: "",
      proteins_100g: "0",
      proteins_serving: "",
      sugars_100g: 6.5,
      sugars_serving: "",
      fiber_100g: 0,
      fiber_serving: "",
      "saturated-fat_100g": 0,
      "saturated-fat_serving": "",
      sodium_100g: 0,
      sodium_serving: "",
      salt_100g: "0",
      salt_serving: "",
    },
  },
  [OFF_CODES.implausible]: {
    code: OFF_CODES.implausible,
    product_name: "Chamomile Herbal Tea",
    quantity: "1 g",
    serving_size: "1g",
    serving_quantity: 1,
    nutrition_data_per: "serving",
    nutriments: { "energy-kcal_serving": 280, energy_serving: 1172, carbohydrates_serving: 70, proteins_serving: 0 },
  },
  [OFF_CODES.noEnergy]: { code: OFF_CODES.noEnergy, product_name: "Mystery Tea", nutriments: {} },
};

export type OffRequest = { path: string; userAgent: string | undefined };

export async function startFakeOff(port = 0) {
  const requests: OffRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ path, userAgent: req.headers["user-agent"] });
    if (path === "/health") return void res.writeHead(200).end("ok");
    const m = /^\/api\/v2\/product\/(\d+)(?:\.json)?$/.exec(path);
    const code = m?.[1] ?? "";
    if (code === OFF_CODES.hangs) return;
    if (code === OFF_CODES.serverError) {
      return void res.writeHead(503, { "content-type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
    }
    if (code === OFF_CODES.slow) await new Promise((r) => setTimeout(r, 6_000));
    if (res.destroyed) return;
    const product = PRODUCTS[code];
    const json = (status: number, body: OffBody) =>
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    if (product) return json(200, { code, product, status: 1, status_verbose: "product found" });
    const notFound = { code, status: 0, status_verbose: "product not found" };
    return json(code === OFF_CODES.unknownStatus0 ? 200 : 404, notFound);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    baseURL: `http://127.0.0.1:${actualPort}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
