// Types of commands.mjs for the TypeScript that imports it (the browser tests' setup and release journeys).
export type ReleasesConfig = {
  shellUrl: string;
  shellDir?: string;
  /** The shell's prerender (its build output); default: shellDir + '-prerender'. */
  shellPrerenderDir?: string;
  apiUrl?: string;
  opsToken?: string;
  remotes: Record<string, { base: string }>;
};
export declare function publishBuilds(dir: string, config: ReleasesConfig): Promise<void>;
import type { Channel } from './layout.mjs';

type Log = (line: string) => void;
export declare class ReleaseRefused extends Error {
  problems: string[];
}
export declare function release(
  dir: string,
  config: ReleasesConfig,
  name: string,
  options?: { from?: string; canary?: number; smoke?: boolean; reuseBuild?: boolean; log?: Log },
): Promise<{ id: string; channel: Channel }>;
export declare function rollback(
  dir: string,
  config: ReleasesConfig,
  name: string,
  target?: string,
  options?: { log?: Log },
): Promise<Channel>;
export declare function promote(
  dir: string,
  config: ReleasesConfig,
  name: string,
  options?: { log?: Log },
): Promise<Channel>;
export declare function releases(
  dir: string,
  config: ReleasesConfig,
  name: string,
): Promise<
  {
    id: string;
    createdAt: string;
    kB: number;
    commit: string | null;
    state: string;
    errorsLastHour: number | null;
  }[]
>;
