// Types of layout.mjs for the TypeScript that imports it (tools/release/release.spec.ts).
import type { ReleasesConfig } from './commands.mjs';

export type Channel = {
  live: string | null;
  canary: { release: string; percent: number } | null;
  history: { release: string; at: string; action: string }[];
};
export type ReleaseInfo = {
  id: string;
  app: string;
  remote: string;
  createdAt: string;
  commit: string | null;
  hash: string;
  files: number;
  bytes: number;
};
export declare const KEEP_RELEASES: number;
export declare const KEEP_DAYS: number;
export declare function readChannel(dir: string, app: string): Promise<Channel>;
export declare function writeChannel(dir: string, app: string, channel: Channel): Promise<void>;
export declare function listReleases(dir: string, app: string): Promise<ReleaseInfo[]>;
export declare function publishFolder(
  dir: string,
  app: string,
  buildDir: string,
  options?: { now?: Date; reuse?: boolean },
): Promise<{ release: ReleaseInfo; reused: boolean; sameAs?: string | null }>;
/** pages/<file> of a route's composed page: '/cleaning' -> 'cleaning.html', '/cleaning/:id' -> 'cleaning/_.html'. */
export declare function pageFileOf(routePath: string): string | null;
export declare function composePages(dir: string, config: ReleasesConfig, only?: string): Promise<string[]>;
export declare function composePointer(dir: string, config: ReleasesConfig): Promise<Record<string, unknown>>;
export declare function prune(dir: string, app: string, now?: Date): Promise<string[]>;
