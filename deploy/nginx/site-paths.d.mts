// Types of site-paths.mjs for the TypeScript that imports it (the API's seo module and tests, nginx.spec.ts).
export declare const RENDERED_PAGES: readonly string[];
export declare const PRIVATE_PAGE_PREFIXES: readonly string[];
