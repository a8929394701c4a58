// The HTML document of a page rendered on the server: the shell's page (app.html, its scripts and inline CSS) with
// the page's own head (title, description, canonical, Open Graph, structured data) in place of the site's generic
// one, the remote's stylesheets, the rendered root and the API answers it was drawn from.
import { SSR_STATE_ID } from './ssr-state';

const ROOT = '<div id="root"></div>';
const GENERIC_HEAD = [/<title>[\s\S]*?<\/title>/, /<meta\s+name="description"[\s\S]*?\/?>/];

export const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export type PageDocument = {
  /** The root's data attributes: what the shell's bootstrap reads to hydrate (route, remote, data-ssr). */
  root: Record<string, string>;
  html: string;
  /** react-query's dehydrated state, already safe inside a script. */
  state: string;
  /** Tags for the head: the page's own title and description replace the site's. */
  head: string;
  css: string;
  /** Preload hints: what the browser needs next to hydrate (remotes.json, the release's manifest and entry). */
  preloads: string[];
};

export function composeDocument(template: string, page: PageDocument): string {
  if (!template.includes(ROOT)) throw new Error(`la plantilla no tiene ${ROOT}`);
  const attrs = Object.entries(page.root)
    .map(([name, value]) => ` data-${name}="${escapeAttr(value)}"`)
    .join('');
  const hints = page.preloads.join('');
  let document = template;
  if (page.head) for (const generic of GENERIC_HEAD) document = document.replace(generic, '');
  return document
    .replace('</head>', () => `${page.head}${page.css ? `<style>${page.css}</style>` : ''}${hints}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root"${attrs}>${page.html}</div>` +
        `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`,
    );
}
