// Types of write-limits-off.mjs for the TypeScript that imports it (the API and browser tests).
export declare const WRITE_LIMITS_OFF: Record<string, string>;
