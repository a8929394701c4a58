// The document of a server-rendered page: the page's own head instead of the site's, and the root the browser
// hydrates with the answers it was drawn from.
import { composeDocument } from './page-document';

const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8" /><meta
      name="description"
      content="El sitio."
    /><title>ReformasYa · Reformas</title><style>.shell{}</style></head><body><div id="root"></div><script src="/main.js"></script></body></html>`;

describe('composeDocument', () => {
  const html = composeDocument(TEMPLATE, {
    root: {
      prerendered: '/projects/:id',
      ssr: '',
      remote: 'mfe_renovation/ProjectDetailPage',
      release: 'r"1',
    },
    html: '<main><h1>Baños en Lugo</h1></main>',
    state: '{"queries":[]}',
    head: '<title>Baños en Lugo · ReformasYa</title><meta name="description" content="Una reforma.">',
    css: '.board{}',
    preloads: ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'],
  });

  it("replaces the site's title and description with the page's, once each", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Baños en Lugo · ReformasYa</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('El sitio.');
  });

  it('writes the rendered root with what the browser reads to hydrate, its attributes escaped, and the data after it', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/projects/:id" data-ssr="" data-remote="mfe_renovation/ProjectDetailPage" data-release="r&quot;1"><main><h1>Baños en Lugo</h1></main></div><script type="application/json" id="ssr-state">{"queries":[]}</script><script src="/main.js">',
    );
  });

  it("puts the remote's stylesheet and the preloads in the head, after the shell's own", () => {
    expect(html).toMatch(
      /\.shell\{\}<\/style>.*<style>\.board\{\}<\/style><link rel="preload" href="\/remotes\.json"[^>]*><\/head>/s,
    );
  });
});
