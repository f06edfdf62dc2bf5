// Types of search-text.mjs, which the USDA derivation script runs in plain node.
export declare function searchWords(text: string): string[];
export declare function searchText(...texts: (string | null | undefined)[]): string;
