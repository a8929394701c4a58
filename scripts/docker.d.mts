// Types of docker.mjs for the TypeScript that imports it (its own test).
import type { SpawnSyncReturns } from 'node:child_process';
export type DockerClient = {
  bin: string;
  run(args: string[], options?: object): SpawnSyncReturns<string>;
  ok(args: string[], options?: object): string;
  stop(): Promise<void>;
};
export declare function ensureDocker(options?: {
  debianClient?: string;
  install?: () => boolean;
  dockerd?: string;
  socket?: string;
  dataRoot?: string;
  runRoot?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<DockerClient>;
export declare function chooseClient(options?: { debianClient?: string; env?: NodeJS.ProcessEnv }): string;
