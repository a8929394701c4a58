// Types of render.mjs for the TypeScript that imports it (deploy/nginx/nginx.spec.ts, deploy/k8s/k8s.spec.ts).
export type EdgeOptions = {
  /** Port, or address:port, nginx listens on (default 8080). */
  listen?: number | string;
  /** The shell's build (dist/shell), absolute. */
  shellDir: string;
  /** The releases folder (tools/release/layout.mjs), absolute. */
  releasesDir: string;
  /** The API processes, host:port each. */
  upstreams: string[];
  /** The shell's renderers (render-server.cjs), host:port each: the public pages are asked of them first. */
  renderers: string[];
  /** Where pid, temporary files and (logs: 'files') the logs go, absolute. */
  runDir: string;
  /** TLS is terminated in front of nginx: HSTS on, X-Forwarded-Proto https. */
  tls?: boolean;
  /** The workers' user when nginx is started as root (default: nginx's own, 'nobody'). */
  user?: string;
  /** false: `daemon off;` (a container, a test). */
  daemon?: boolean;
  /** Load the brotli_static module (true: Debian's path) and serve the .br files. */
  brotli?: boolean | string;
  /** Addresses of a load balancer or CDN in front whose X-Forwarded-For names the client. */
  realIpFrom?: string[];
  /** Origins the remotes' releases are served from when not from this edge (a CDN), for the CSP. */
  cdn?: string[];
  maxFails?: number;
  failTimeout?: string;
  workerProcesses?: number | 'auto';
  mimeTypes?: string;
  /** 'stdio': access log to stdout and errors to stderr (a container). */
  logs?: 'files' | 'stdio';
};
export declare const BROTLI_STATIC_MODULE: string;
export declare const UPSTREAM_FAIL_SECONDS: number;
export declare function renderedPagePattern(): string;
export declare function privatePagePattern(): string;
export declare function contentSecurityPolicy(cdn?: string[]): string;
export declare function securityHeaders(options?: { tls?: boolean; cdn?: string[] }): Record<string, string>;
export declare function renderNginxConfig(options: EdgeOptions): string;
export declare function writeNginxConfig(file: string, options: EdgeOptions): void;
