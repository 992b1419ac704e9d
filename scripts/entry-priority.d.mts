/** The built storefront page with its entry script and module preloads fetched at low priority. */
export declare function lowerEntryPriority(html: string): string;
/** The page's entry scripts and module preloads, as written in it. */
export declare function entryTags(html: string): string[];
