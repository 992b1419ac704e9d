// Types for table-owners.js (plain JavaScript, because eslint.config.js reads it without a build).
export declare const tableOwners: Record<string, string | string[]>;
