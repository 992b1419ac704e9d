export type CodePointRange = [first: number, last: number];
export declare const LATIN_FILE: string;
export declare const BASIC_FILE: string;
export declare const BASIC_RANGES: CodePointRange[];
export declare function parseRanges(text: string): CodePointRange[];
export declare function formatRanges(ranges: CodePointRange[]): string;
export declare function latinRanges(): CodePointRange[];
export declare function restRanges(): CodePointRange[];
export declare function basicFont(): Promise<Buffer>;
