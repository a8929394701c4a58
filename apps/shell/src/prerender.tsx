// The shell's prerender, a Node bundle in dist/shell-prerender/ (rspack.prerender.config.mjs): the build runs it
// for `/` (tools/postbuild.mjs), and the release tool for each remote route with a frame (tools/release/layout.mjs,
// composePages): the shell's layout for that path with the remote's frame in the route's place. Data sections
// render their loading skeletons; the auth state is 'unknown', exactly as the browser's first render, so
// hydration matches.
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@reformas/web-core';
import { App } from './app';
import { streamToString } from './server/render-page';

export { shellPaths } from './app';
import type { PrerenderedRemoteRoute } from './federation/remote-routes';

export { remoteRoutesManifest } from './federation/remote-routes';
// The release tool tries a remote's server build against this shell before releasing it.
export { trialServerBuild } from './server/server-build-trial';

export async function renderPath(location: string, remoteRoute?: PrerenderedRemoteRoute): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={location}>
      <App prerendered={remoteRoute ?? null} />
    </StaticRouter>,
    // Keep Suspense sections in place instead of streaming them to the end with inline scripts.
    { progressiveChunkSize: Infinity },
  );
  return streamToString(prelude);
}
