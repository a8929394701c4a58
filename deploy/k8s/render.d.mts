// Types of render.mjs for the TypeScript that imports it (deploy/k8s/k8s.spec.ts).
import type { EdgeOptions } from '../nginx/render.mjs';

export declare const CONFIG_MAP_FILE: string;
export declare const EDGE_IN_CLUSTER: EdgeOptions;
export declare function renderEdgeConfigMap(): Promise<string>;
