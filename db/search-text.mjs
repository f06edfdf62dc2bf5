// How `products.search_text` is written and how a query is split to match it: lower-case words
// without accents, so "Crème fraîche" is found by "creme fr". Plain JavaScript, because the
// script that derives the bundled USDA table runs it in node as well as the app.

/** Marks left by NFD decomposition (é → e + ◌́): dropped, so accents never decide a match. */
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** A letter-apostrophe/hyphen-letter join ("mcvitie's", "coca-cola"), also kept as one word. */
const JOINED = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)+/gu;

function fold(text) {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/** The words of a text, lower-case and without accents: "Bananas, raw" → ["bananas", "raw"]. */
export function searchWords(text) {
  return fold(text).split(NOT_WORD).filter(Boolean);
}

/**
 * The search words of a food from its texts (name first, then brand and any other names), each
 * once, in order: a query word matches when it begins one of them. A word joined by an
 * apostrophe or a hyphen is there both split and whole ("coca cola cocacola").
 */
export function searchText(...texts) {
  const words = [];
  for (const text of texts) {
    if (!text) continue;
    words.push(...searchWords(text));
    for (const joined of fold(text).match(JOINED) ?? []) words.push(joined.replace(/['’-]/g, ""));
  }
  return [...new Set(words)].join(" ");
}
