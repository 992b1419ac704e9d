/** The built storefront page with its entry script and module preloads fetched at low priority. */
export declare function lowerEntryPriority(html: string): string;
