// The document of a server-rendered page: the page's own head instead of the site's, and the root the browser
// hydrates with the answers it was drawn from.
import { composeDocument } from './page-document';

const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8" /><meta
      name="description"
      content="El sitio."
    /><title>ReformasYa · Reformas</title><style>.shell{}</style></head><body><div id="root"></div><script defer src="/react.js"></script><script defer src="/main.js"></script></body></html>`;

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
    preloads: ['/remotes.json', '/releases/mfe_renovation/r1/mf-manifest.json'],
  });

  it("replaces the site's title and description with the page's, once each", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Baños en Lugo · ReformasYa</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('El sitio.');
  });

  it('writes the rendered root with what the browser reads to hydrate, its attributes escaped, and the data after it', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/projects/:id" data-ssr="" data-remote="mfe_renovation/ProjectDetailPage" data-release="r&quot;1"><main><h1>Baños en Lugo</h1></main></div><script type="application/json" id="ssr-state">{"queries":[]}</script><script>',
    );
  });

  it("puts the remote's stylesheet in the head, after the shell's own", () => {
    expect(html).toMatch(/\.shell\{\}<\/style>.*<style>\.board\{\}<\/style><\/head>/s);
  });

  it('starts the scripts, in order, and the preloads only after the first paint (or at once in a hidden tab)', () => {
    // No script tag and no preload in the document itself: nothing the first paint could wait for.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('rel="preload"');
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const added: { tag: string; src?: string; href?: string; async?: boolean }[] = [];
    let frame: (() => void) | undefined;
    let later: (() => void) | undefined;
    const element = (tag: string) => {
      const el: { tag: string; src?: string; href?: string; async?: boolean } = { tag };
      return el;
    };
    const fakeDocument = (visibilityState: string) => ({
      visibilityState,
      createElement: element,
      head: { appendChild: (el: { tag: string }) => added.push(el) },
      body: { appendChild: (el: { tag: string }) => added.push(el) },
      addEventListener: () => undefined,
    });
    const run = (visibilityState: string) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        fakeDocument(visibilityState),
        (callback: () => void) => (frame = callback),
        (callback: () => void) => (later = callback),
      );

    run('visible');
    expect(added).toEqual([]);
    frame?.();
    expect(added).toEqual([]);
    later?.();
    expect(added.map((el) => el.href ?? el.src)).toEqual([
      '/remotes.json',
      '/releases/mfe_renovation/r1/mf-manifest.json',
      '/react.js',
      '/main.js',
    ]);
    expect(added.filter((el) => el.tag === 'script').every((el) => el.async === false)).toBe(true);

    added.length = 0;
    run('hidden');
    expect(added.map((el) => el.src).filter(Boolean)).toEqual(['/react.js', '/main.js']);
  });
});
