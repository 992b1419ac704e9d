/** The assets of `root` (dist/client) that lack a .br or a .gz copy. */
export declare function uncompressedAssets(root: string): Promise<string[]>;
/** Compresses the assets of `root` (all, or only those lacking a copy); returns how many. */
export declare function compressAssets(
  root: string,
  options?: { missingOnly?: boolean },
): Promise<number>;
