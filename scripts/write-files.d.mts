// Types of write-files.mjs for the TypeScript that imports it (the static servers' tests).
export declare function writeFiles(root: string, files: Record<string, string | Uint8Array>): void;
