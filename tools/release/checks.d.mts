// Types of checks.mjs for the TypeScript that imports it (tools/release/release.spec.ts).
type Manifest = {
  name?: string;
  metaData?: { pluginVersion?: string };
  shared?: { name: string; version: string; requiredVersion?: string | false; singleton?: boolean }[];
  exposes?: { name: string }[];
};
type Route = { path: string; module: string };
export declare function checkSharedSingletons(remote: Manifest, shell: Manifest): string[];
export declare function checkFederationRuntime(remote: Manifest, shell: Manifest): string[];
export declare function checkExposedModules(
  remote: Manifest,
  shellRoutes: Route[],
  ownRoutes?: Route[],
): string[];
export declare function checkRouteConflicts(
  remote: Manifest,
  ownRoutes: Route[],
  otherRemotesRoutes: Record<string, Route[]>,
): string[];
export declare function checkRelease(input: {
  remote: Manifest;
  shell: Manifest;
  routes: Route[];
  shellPaths?: string[];
  ownRoutes?: Route[] | null;
  otherRoutes?: Record<string, Route[]>;
}): string[];
export declare function checkShellPaths(ownRoutes: Route[], shellPaths: string[]): string[];
export type ServerBuildTrial = {
  routes: Route[];
  sections: string[];
  problems: string[];
};
export declare function checkServerBuild(input: {
  remote: string;
  present: boolean;
  trial: ServerBuildTrial | null;
  ownRoutes?: Route[];
  shellRoutes?: Route[];
}): string[];
