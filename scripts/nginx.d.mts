// Types of nginx.mjs for the TypeScript that imports it (deploy/nginx/nginx.spec.ts).
export declare const NGINX_PATH: string;
