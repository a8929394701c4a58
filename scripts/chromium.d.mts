// Types of chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
