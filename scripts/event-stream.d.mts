// Types of event-stream.mjs for the TypeScript that imports it (the API tests).
export type StreamFrame = { event: string; id?: string; data?: string; retry?: number };
export declare function eventStreamReader(onEvent: (frame: StreamFrame) => void): (chunk: string) => void;
