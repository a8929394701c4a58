// Types of free-port.mjs for the TypeScript that imports it (the deploy, static-server and API tests).
export declare function freePort(): Promise<number>;
