// `@reformas/web-core/frames`: what a remote's build writes beside its code (tools/rspack/remote.config.mjs runs the
// remote's src/frames.tsx in Node after the browser build): routes.json, and each route's frame, the page's
// pending state as HTML with the CSS it needs. The release tool puts a frame into the shell's page for its route,
// so the page paints before any JavaScript; the remote's page replaces it. Never in a browser bundle.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from '../router';
import type { RemoteRouteEntry } from '../remote/remote-routes';

/** One route of a remote (its src/routes.tsx): the standalone page, routes.json and the frames come from it. */
export type RemoteRouteDefinition = {
  path: string;
  /** The exposed module that shows the route: 'ProjectsPage' for './ProjectsPage' in rspack.config.mjs. */
  module: string;
  Page: ComponentType;
  /** The page's pending state (heading, filters, skeletons) in the page's markup and classes; inert. */
  Frame?: ComponentType;
  /** An API URL the page asks for first (unfiltered, as the page builds it): preloaded with the HTML. */
  preload?: string;
  /** A parametric route's item in the API ('/api/projects/:id'): a 404 there makes the page a 404. */
  exists?: string;
};

export const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};:,>])\s*/g, '$1');

/** '/chat/:contactId' -> 'chat-contactId': a file name per route. */
const frameName = (routePath: string) =>
  routePath
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9-]+/g, '-')
    .replace(/-+$/, '') || 'index';

/**
 * The files a remote's build adds to its output, by path inside it: routes.json, and frames/<route>.html and .css
 * for each route with a frame. `styles`: the stylesheets the frames need, as text.
 */
export function renderFrames(
  remote: string,
  routes: readonly RemoteRouteDefinition[],
  styles: readonly string[],
): Record<string, string> {
  const files: Record<string, string> = {};
  const css = minifyCss(styles.join('\n'));
  const entries: RemoteRouteEntry[] = routes.map(({ path, module, Frame, preload, exists }) => {
    const entry: RemoteRouteEntry = { path, module: `${remote}/${module}` };
    if (Frame) {
      const file = `frames/${frameName(path)}`;
      // Static markup: the shell shows it as it is until the page replaces it, it is never hydrated by itself.
      files[`${file}.html`] = renderToStaticMarkup(
        <StaticRouter location={path}>
          <Frame />
        </StaticRouter>,
      );
      files[`${file}.css`] = css;
      entry.frame = `${file}.html`;
    }
    if (preload) entry.preload = preload;
    if (exists) entry.exists = exists;
    return entry;
  });
  files['routes.json'] = `${JSON.stringify(entries, null, 2)}\n`;
  return files;
}
