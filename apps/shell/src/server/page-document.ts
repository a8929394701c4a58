// The HTML document of a page rendered on the server: the shell's page (app.html, its scripts and inline CSS) with
// the page's own head (title, description, canonical, Open Graph, structured data) in place of the site's generic
// one, the remote's stylesheets, the rendered root and the API answers it was drawn from.
import { SSR_STATE_ID } from './ssr-state';

const ROOT = '<div id="root"></div>';
const GENERIC_HEAD = [/<title>[\s\S]*?<\/title>/, /<meta\s+name="description"[\s\S]*?\/?>/];

const escapeAttr = (value: string) =>
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
  /** What the browser fetches next to hydrate (remotes.json, the release's manifest and entry): preloaded. */
  preloads: string[];
};

export function composeDocument(template: string, page: PageDocument): string {
  if (!template.includes(ROOT)) throw new Error(`la plantilla no tiene ${ROOT}`);
  const attrs = Object.entries(page.root)
    .map(([name, value]) => ` data-${name}="${escapeAttr(value)}"`)
    .join('');
  const scripts: string[] = [];
  let document = template.replace(SCRIPT_TAG, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (page.head) for (const generic of GENERIC_HEAD) document = document.replace(generic, '');
  return document
    .replace('</head>', () => `${page.head}${page.css ? `<style>${page.css}</style>` : ''}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root"${attrs}>${page.html}</div>` +
        `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>` +
        `<script>${afterFirstPaint(scripts, page.preloads)}</script>`,
    );
}

// The template's script tags (the shell's, in the order the build wrote them).
const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/**
 * A page drawn on the server shows its content before any script runs, so its scripts (hydration) and the preloads
 * of what hydration fetches next start once the page has painted, not before: the first paint never waits for them,
 * and a click held or a value typed meanwhile (index.html) is played back once hydrated. In order (`async = false`), at once in a hidden tab
 * (which paints no frame). Costs a real phone the time to its first paint before the downloads start; gives
 * Lighthouse's simulation a largest paint that no script precedes (docs/decisions.md, "Scripts after the paint").
 */
function afterFirstPaint(scripts: string[], preloads: string[]): string {
  return (
    `(function(){var done=false;function load(){if(done)return;done=true;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='fetch';` +
    `l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)});` +
    `${JSON.stringify(scripts)}.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=false;` +
    `document.body.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)});` +
    `document.addEventListener('visibilitychange',load)})()`
  ).replaceAll('</', '<\\/');
}
