/**
 * The food search's one statement (lib/food/service/search.ts answers it; the bench explains
 * it): the user's own foods first (the latest entry of each name they logged, then their custom
 * foods), then their recipes and saved meals, then products (the USDA's generic foods and
 * packaged products), those the user logged most often first, then by how well the name matches.
 *
 * Every word of the query must begin a word of the food ("chicken br" finds "Chicken, broilers
 * or fryers, breast, ..."); a query that begins none is matched by trigram word similarity
 * instead, so a typo still finds its food. Products are matched on `search_text` (lower-case
 * words without accents, db/search-text.mjs) through its trigram index: each query word becomes
 * two LIKE patterns the index serves, and only a bounded set of candidates is ranked.
 */
import { sql, type SQL } from "drizzle-orm";
import { searchWords } from "@/db/search-text.mjs";

const LIMITS = { history: 5, custom: 5, recipe: 3, meal: 3, product: 8 } as const;
/** Products matched by the index before ranking: a common prefix matches far more than are shown. */
const CANDIDATES = 300;
/** How far back the user's own entries count: their recent foods, and how often they log each. */
const HISTORY_DAYS = 365;
/** Words of a query taken: more narrow nothing a person types. */
const MAX_WORDS = 6;

/**
 * The accented letters Postgres folds as db/search-text.mjs does (which drops what NFD splits
 * off), for the user's own names that have no stored search words. Migration 0010 folds the same.
 */
const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy";

/** Postgres's lower-case, accent-folded form of a name of the user's own. */
const folded = (name: SQL) => sql`translate(lower(${name}), ${ACCENTED}, ${PLAIN})`;

/** Every query word begins a word of the name: the test for the user's own rows (a few hundred names). */
function beginsWords(name: SQL, words: string[]): SQL {
  // the words hold letters and digits only (searchWords), so none is a pattern character
  return sql.join(
    words.map((w) => sql`${folded(name)} ~ ${`(^|[^[:alnum:]])${w}`}`),
    sql` and `,
  );
}

/** Matches an own row: its words begin with the query's, or (a typo) its name is similar enough. */
function ownMatch(name: SQL, words: string[], phrase: string): SQL {
  return sql`((${beginsWords(name, words)}) or ${phrase} <% ${name})`;
}

/** Every query word begins a word of the product's search words: two LIKE patterns a word, both served by the trigram index. */
function productMatch(words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`(p.search_text like ${`${w}%`} or p.search_text like ${`% ${w}%`})`),
    sql` and `,
  );
}

const PRODUCT_COLUMNS = sql`p.product_id, p.barcode, p.food_name, p.brand, p.serving_size, p.basis, p.serving_quantity_g,
  p.calories, p.protein, p.carbs, p.fat, p.fiber, p.sugar, p.saturated_fat, p.sodium_mg, p.servings, p.search_text`;

/** The name a product is logged under by the form (lib/food/format.ts nameWithBrand), lower-case. */
const loggedName = sql`lower(case when c.brand is null or strpos(lower(c.food_name), lower(c.brand)) > 0
  then c.food_name else c.food_name || ' (' || c.brand || ')' end)`;

/**
 * The statement for a query, or null when it holds no word. Its rows: `part` (1 history,
 * 2 custom, 3 recipe, 4 meal, 5 product) and `pos` in order, then the suggestion's columns.
 */
export function searchStatement({ userId, q }: { userId: string; q: string }): SQL | null {
  const words = searchWords(q).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const phrase = words.join(" ");
  const first = words[0]!;
  const entryName = sql`f.food_name`;

  return sql`
    with logged as materialized (
      -- each name the user logged in the last year, how often, and when last: matched below once
      -- a name rather than once an entry (materialized, or Postgres would push the match down to
      -- every entry); a year bounds the work for a user of many years
      select lower(f.food_name) as key, count(*)::int as times, max(f.date) as last_date, max(f.created_at) as last_at
      from food_entries f
      where f.user_id = ${userId} and f.date >= current_date - ${HISTORY_DAYS}::int
      group by 1
    ),
    names as (
      select l.*, ${beginsWords(sql`l.key`, words)} as prefix, word_similarity(${phrase}, l.key) as similarity
      from logged l
      where ${ownMatch(sql`l.key`, words, phrase)}
    ),
    custom_matched as (
      select f.*, ${beginsWords(entryName, words)} as prefix, word_similarity(${phrase}, f.food_name) as similarity
      from custom_foods f
      where f.user_id = ${userId} and ${ownMatch(entryName, words, phrase)}
    ),
    recipe_matched as (
      select r.*, ${beginsWords(sql`r.name`, words)} as prefix, word_similarity(${phrase}, r.name) as similarity
      from recipes r
      where r.user_id = ${userId} and ${ownMatch(sql`r.name`, words, phrase)}
    ),
    meal_matched as (
      select m.*, ${beginsWords(sql`m.name`, words)} as prefix, word_similarity(${phrase}, m.name) as similarity
      from saved_meals m
      where m.user_id = ${userId} and ${ownMatch(sql`m.name`, words, phrase)}
    ),
    prefixed as (
      select ${PRODUCT_COLUMNS} from products p where ${productMatch(words)} limit ${CANDIDATES}
    ),
    typo as (
      -- nothing begins with the query's words: then what is merely similar is offered
      select not (exists (select 1 from names where prefix) or exists (select 1 from custom_matched where prefix)
        or exists (select 1 from recipe_matched where prefix) or exists (select 1 from meal_matched where prefix)
        or exists (select 1 from prefixed)) as only_similar
    ),
    history as (
      -- the latest entry of each matched name, found on its last day through the (user, date) index
      select row_number() over (order by n.prefix desc, n.similarity desc, n.last_at desc) as pos, e.*
      from names n
      cross join lateral (
        select f.food_name, f.serving_size, f.unit, f.quantity, f.calories, f.protein, f.carbs, f.fat,
          f.fiber, f.sugar, f.saturated_fat, f.sodium_mg
        from food_entries f
        where f.user_id = ${userId} and f.date = n.last_date and lower(f.food_name) = n.key
        order by f.created_at desc
        limit 1
      ) e
      where n.prefix or (select only_similar from typo)
    ),
    custom as (
      select row_number() over (order by prefix desc, similarity desc, food_name) as pos,
        food_id::text as id, food_name, brand, serving_size, calories, protein, carbs, fat,
        fiber, sugar, saturated_fat, sodium_mg, barcode
      from custom_matched
      where prefix or (select only_similar from typo)
      order by pos
      limit ${LIMITS.custom}
    ),
    recipe as (
      select row_number() over (order by r.prefix desc, r.similarity desc, r.name) as pos,
        r.recipe_id::text as id, r.name as food_name, r.servings as portions,
        (select sum(i.calories * i.amount) from jsonb_to_recordset(r.ingredients) as i(calories float8, amount float8)) as calories,
        (select jsonb_build_object(
            'protein', sum(i.protein * i.amount), 'carbs', sum(i.carbs * i.amount), 'fat', sum(i.fat * i.amount),
            'fiber', sum(i.fiber * i.amount), 'sugar', sum(i.sugar * i.amount),
            'saturated_fat', sum(i.saturated_fat * i.amount), 'sodium_mg', sum(i.sodium_mg * i.amount))
          from jsonb_to_recordset(r.ingredients) as i(protein float8, carbs float8, fat float8, fiber float8,
            sugar float8, saturated_fat float8, sodium_mg float8, amount float8)) as totals
      from recipe_matched r
      where r.prefix or (select only_similar from typo)
      order by pos
      limit ${LIMITS.recipe}
    ),
    meal as (
      select row_number() over (order by m.prefix desc, m.similarity desc, m.name) as pos,
        m.meal_id::text as id, m.name as food_name, jsonb_array_length(m.items) as items,
        (select jsonb_build_object(
            'calories', coalesce(sum(i.calories), 0), 'protein', sum(i.protein), 'carbs', sum(i.carbs), 'fat', sum(i.fat),
            'fiber', sum(i.fiber), 'sugar', sum(i.sugar), 'saturated_fat', sum(i.saturated_fat), 'sodium_mg', sum(i.sodium_mg))
          from jsonb_to_recordset(m.items) as i(calories float8, protein float8, carbs float8, fat float8, fiber float8,
            sugar float8, saturated_fat float8, sodium_mg float8)) as totals
      from meal_matched m
      where m.prefix or (select only_similar from typo)
      order by pos
      limit ${LIMITS.meal}
    ),
    fuzzy as (
      select ${PRODUCT_COLUMNS} from products p
      where (select only_similar from typo) and ${phrase} <% p.search_text
      limit ${CANDIDATES}
    ),
    candidates as (
      -- where the first query word begins a word of the product's: the earlier, the better it names it
      select *, strpos(' ' || search_text, ${` ${first}`}) as at from (select * from prefixed union all select * from fuzzy) u
    ),
    product as (
      select c.*, row_number() over (order by coalesce(n.times, 0) desc,
          (' ' || c.search_text) like ${`% ${phrase}%`} desc,
          (' ' || c.search_text || ' ') similar to ${`% ${first}(s|es)? %`} desc,
          c.at = 0, c.at, case when c.at = 0 then word_similarity(${phrase}, c.search_text) end desc,
          length(c.search_text), c.food_name) as pos
      from candidates c left join names n on n.key = ${loggedName}
      order by pos
      limit ${LIMITS.product}
    )
    select 1 as part, pos, 'history' as source, null as id, food_name, null as brand, serving_size, unit, quantity,
      calories, protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg, null as barcode, null::bigint as items,
      null as basis, null::float8 as serving_quantity_g, null::jsonb as servings
    from history where pos <= ${LIMITS.history}
    union all
    select 2, pos, 'custom', id, food_name, brand, serving_size, 'serving', 1, calories,
      protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg, barcode, null, null, null, null
    from custom
    union all
    select 3, pos, 'recipe', id, food_name, null, '1 serving', 'serving', 1, calories / portions,
      (totals->>'protein')::float8 / portions, (totals->>'carbs')::float8 / portions, (totals->>'fat')::float8 / portions,
      (totals->>'fiber')::float8 / portions, (totals->>'sugar')::float8 / portions,
      (totals->>'saturated_fat')::float8 / portions, (totals->>'sodium_mg')::float8 / portions, null, null, null, null, null
    from recipe
    union all
    select 4, pos, 'meal', id, food_name, null, null, 'serving', 1, (totals->>'calories')::float8,
      (totals->>'protein')::float8, (totals->>'carbs')::float8, (totals->>'fat')::float8, (totals->>'fiber')::float8,
      (totals->>'sugar')::float8, (totals->>'saturated_fat')::float8, (totals->>'sodium_mg')::float8, null, items,
      null, null, null
    from meal
    union all
    select 5, pos, 'product', product_id, food_name, brand, serving_size, 'serving', 1, calories,
      protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg, barcode, null, basis, serving_quantity_g, servings
    from product
    order by 1, 2`;
}
