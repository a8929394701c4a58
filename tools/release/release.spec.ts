// The release tool on a releases folder of its own: manifests and pages are small fixtures in the shape the
// builds write (a real remote build is released in the browser tests, e2e/releases-deploy.spec.ts).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRelease, checkServerBuild } from './checks.mjs';
import { ReleaseRefused, promote, release, releases, rollback } from './commands.mjs';
import {
  KEEP_RELEASES,
  composePages,
  composePointer,
  listReleases,
  pageFileOf,
  prune,
  publishFolder,
  readChannel,
} from './layout.mjs';

const shared = (name: string, version: string, requiredVersion: string | false = `^${version}`) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});
// What the shell and a remote built beside it both write in their manifests: the plugin's version and the shared
// packages.
const BUILT_TOGETHER = {
  metaData: { pluginVersion: '2.9.2' },
  shared: [
    shared('react', '19.3.1'),
    shared('react-dom', '19.3.1'),
    shared('@reformas/web-core', '0.1.0', false),
  ],
};
const SHELL = { name: 'shell', ...BUILT_TOGETHER };
// What the shell itself shows of the remotes (remote-routes.json: its sections).
const ROUTES = [{ path: '/services', module: 'mfe_calculator/Calculator' }];
// The cleaning remote's own routes (its routes.json), one with a frame and the API URL its page asks first.
type RouteEntry = { path: string; module: string; frame?: string; preload?: string; exists?: string };
const CLEANING_ROUTES: RouteEntry[] = [
  {
    path: '/cleaning',
    module: 'mfe_cleaning/CleaningPage',
    frame: 'frames/cleaning.html',
    preload: '/api/cleaning?limit=12&offset=0',
  },
  { path: '/cleaning/:id', module: 'mfe_cleaning/CleaningDetailPage' },
  { path: '/create-cleaning', module: 'mfe_cleaning/CreateCleaningPage' },
];
const remoteManifest = (overrides: Record<string, unknown> = {}) => ({
  name: 'mfe_cleaning',
  ...BUILT_TOGETHER,
  exposes: [{ name: 'CleaningPage' }, { name: 'CleaningDetailPage' }, { name: 'CreateCleaningPage' }],
  ...overrides,
});

describe('the checks against the live shell', () => {
  it('pass a remote built with the shell’s versions and every module it shows', () => {
    expect(
      checkRelease({ remote: remoteManifest(), shell: SHELL, routes: ROUTES, ownRoutes: CLEANING_ROUTES }),
    ).toEqual([]);
  });

  it('refuse a remote built against another React major', () => {
    const remote = remoteManifest({ shared: [shared('react', '18.3.1'), shared('react-dom', '19.3.1')] });
    expect(checkRelease({ remote, shell: SHELL, routes: ROUTES })).toEqual([
      '"react": el shell publicado ofrece la versión 19.3.1 y el remote pide ^18.3.1 (compilado con 18.3.1).',
    ]);
  });

  it('refuse a singleton the shell does not provide', () => {
    const remote = remoteManifest({ shared: [shared('zustand', '5.1.0')] });
    expect(checkRelease({ remote, shell: SHELL, routes: ROUTES })).toEqual([
      'El shell publicado no comparte "zustand", que el remote necesita como instancia única.',
    ]);
  });

  it('refuse another federation runtime', () => {
    const remote = remoteManifest({ metaData: { pluginVersion: '2.10.0' } });
    expect(checkRelease({ remote, shell: SHELL, routes: ROUTES })).toEqual([
      'Runtime de Module Federation distinto: el remote se compiló con 2.10.0 y el shell publicado usa 2.9.2.',
    ]);
  });

  it('refuse a remote that no longer exposes a module its own routes show', () => {
    const remote = remoteManifest({ exposes: [{ name: 'CleaningPage' }, { name: 'CreateCleaningPage' }] });
    expect(checkRelease({ remote, shell: SHELL, routes: ROUTES, ownRoutes: CLEANING_ROUTES })).toEqual([
      'El remote ya no expone "CleaningDetailPage", que sus rutas muestran en /cleaning/:id.',
    ]);
  });

  it('refuse a remote that no longer exposes a module the shell shows as a section', () => {
    const calculator = remoteManifest({ name: 'mfe_calculator', exposes: [{ name: 'CalculatorPage' }] });
    const own = [{ path: '/calculator', module: 'mfe_calculator/CalculatorPage' }];
    expect(checkRelease({ remote: calculator, shell: SHELL, routes: ROUTES, ownRoutes: own })).toEqual([
      'El remote ya no expone "Calculator", que el shell muestra en /services.',
    ]);
  });

  it('refuse routes to another remote’s module, a path another live remote has, and a build without routes', () => {
    const own = [
      ...CLEANING_ROUTES,
      { path: '/chat-limpieza', module: 'mfe_chat/ChatPage' },
      { path: '/calculator', module: 'mfe_cleaning/CleaningPage' },
    ];
    const otherRoutes = {
      mfe_calculator: [{ path: '/calculator', module: 'mfe_calculator/CalculatorPage' }],
    };
    expect(
      checkRelease({ remote: remoteManifest(), shell: SHELL, routes: ROUTES, ownRoutes: own, otherRoutes }),
    ).toEqual([
      'Sus rutas muestran "mfe_chat/ChatPage" en /chat-limpieza, que no es un módulo de este remote.',
      'La ruta /calculator ya es de mfe_calculator, publicado.',
    ]);
    expect(checkRelease({ remote: remoteManifest(), shell: SHELL, routes: ROUTES, ownRoutes: null })).toEqual(
      ['La versión no trae routes.json (sus rutas): compílala con tools/rspack/remote.config.mjs.'],
    );
  });

  it('refuse a route at a path of one of the shell’s own pages, which would never reach the remote', () => {
    const own = [...CLEANING_ROUTES, { path: '/auth', module: 'mfe_cleaning/CleaningPage' }];
    expect(
      checkRelease({
        remote: remoteManifest(),
        shell: SHELL,
        routes: ROUTES,
        shellPaths: ['/', '/auth', '/services'],
        ownRoutes: own,
      }),
    ).toEqual(['La ruta /auth es una página del shell: el remote no puede tomarla.']);
  });
});

describe('the check of a remote’s server build', () => {
  const trial = (overrides = {}) => ({
    routes: [
      { path: '/cleaning', module: 'CleaningPage' },
      { path: '/cleaning/:id', module: 'CleaningDetailPage' },
    ],
    sections: [],
    problems: [],
    ...overrides,
  });
  const check = (overrides: Partial<Parameters<typeof checkServerBuild>[0]> = {}) =>
    checkServerBuild({
      remote: 'mfe_cleaning',
      present: true,
      trial: trial(),
      ownRoutes: CLEANING_ROUTES,
      shellRoutes: ROUTES,
      ...overrides,
    });

  it('passes a build that holds and draws routes of its own release', () => {
    expect(check()).toEqual([]);
  });

  it('refuses a release of a remote with public pages that brings no server build', () => {
    expect(check({ present: false, trial: null })).toEqual([
      'La versión no trae su build de servidor (server/remote.cjs) y el remote tiene páginas públicas: ' +
        'compílala con tools/rspack/remote.config.mjs (src/server.ts).',
    ]);
  });

  it('refuses what the trial found, a route the release does not have, and another module for a route', () => {
    const found = trial({
      routes: [
        { path: '/cleaning', module: 'CreateCleaningPage' },
        { path: '/limpiezas', module: 'CleaningPage' },
      ],
      problems: ['Al dibujar /cleaning/1 en el servidor: roto'],
    });
    expect(check({ trial: found })).toEqual([
      'Al dibujar /cleaning/1 en el servidor: roto',
      'El build de servidor dibuja /limpiezas, que no es una ruta de esta versión (routes.json).',
      'El build de servidor dibuja /cleaning con "CreateCleaningPage" y sus rutas lo muestran con "mfe_cleaning/CleaningPage".',
    ]);
  });

  it('refuses a server build without a section the shell shows of the remote', () => {
    const calculator = {
      remote: 'mfe_calculator',
      ownRoutes: [{ path: '/calculator', module: 'mfe_calculator/CalculatorPage' }],
    };
    const routes = [{ path: '/calculator', module: 'CalculatorPage' }];
    expect(check({ ...calculator, trial: trial({ routes }) })).toEqual([
      'El shell muestra "Calculator" en /services y el build de servidor no lo trae (sections).',
    ]);
    expect(check({ ...calculator, trial: trial({ routes, sections: ['Calculator'] }) })).toEqual([]);
  });
});

describe('releases of one remote', () => {
  let dir: string;
  let shellDir: string;
  let builds: string;
  let config: { shellUrl: string; shellDir: string; remotes: Record<string, { base: string }> };
  const quiet = () => undefined;

  /** A server build drawing these routes (Page and head as the renderer calls them), as remote-server.mjs writes it. */
  const serverBuild = (routes: RouteEntry[]) =>
    `exports.remote = { routes: ${JSON.stringify(
      routes.map((r) => ({ path: r.path, module: r.module.slice(r.module.indexOf('/') + 1) })),
    )}.map((r) => ({ ...r, Page: () => null, head: () => ({}) })), css: '' };\n`;

  /**
   * A remote's build as remote.config.mjs writes it: manifest, entry, routes.json, the frame of /cleaning and the
   * server build (`server`: its code, by default drawing the build's routes; null: none).
   */
  function build(
    name: string,
    manifest = remoteManifest(),
    text = name,
    routes: RouteEntry[] = CLEANING_ROUTES,
    server: string | null = serverBuild(routes),
  ): string {
    const out = path.join(builds, name);
    mkdirSync(path.join(out, 'frames'), { recursive: true });
    if (server !== null) {
      mkdirSync(path.join(out, 'server'), { recursive: true });
      writeFileSync(path.join(out, 'server/remote.cjs'), server);
    }
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(out, 'remoteEntry.js'), `/* ${text} */`);
    writeFileSync(path.join(out, 'routes.json'), JSON.stringify(routes));
    writeFileSync(path.join(out, 'frames/cleaning.html'), `<h1>Limpieza ${text}</h1>`);
    writeFileSync(path.join(out, 'frames/cleaning.css'), `.frame-${text}{color:red}`);
    return out;
  }
  const pointer = () => JSON.parse(readFileSync(path.join(dir, 'remotes.json'), 'utf8'));

  beforeEach(() => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'reformas-release-spec-'));
    dir = path.join(root, 'releases');
    shellDir = path.join(root, 'shell');
    builds = path.join(root, 'builds');
    mkdirSync(shellDir);
    writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify(SHELL));
    writeFileSync(path.join(shellDir, 'remote-routes.json'), JSON.stringify({ routes: ROUTES }));
    writeFileSync(
      path.join(shellDir, 'app.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    // The shell's prerender as its build writes it beside dist/shell: its layout for a path, the frame inside.
    mkdirSync(`${shellDir}-prerender`);
    writeFileSync(
      path.join(`${shellDir}-prerender`, 'prerender.cjs'),
      'exports.renderPath = async (location, remote) => `<nav data-active="${location}"></nav><main>` +\n' +
        '  `<div data-remote-frame="">${remote.frameHtml}</div></main>`;\n' +
        // Its trial of a server build, reduced to loading it (the shell's own is server-build-trial.spec.ts).
        'exports.trialServerBuild = async (file) => {\n' +
        '  try {\n' +
        '    const { remote } = require(file);\n' +
        '    const routes = remote.routes.map(({ path, module }) => ({ path, module }));\n' +
        '    return { routes, sections: Object.keys(remote.sections ?? {}), problems: [] };\n' +
        '  } catch (error) {\n' +
        '    return { routes: [], sections: [], problems: [`El build de servidor no se carga: ${error.message}`] };\n' +
        '  }\n' +
        '};\n',
    );
    // Nothing listens there: the tool reads the live shell from its folder.
    config = {
      shellUrl: 'http://127.0.0.1:9',
      shellDir,
      remotes: { mfe_cleaning: { base: 'https://cdn.example/mfe-cleaning/' } },
    };
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('publishes a build as an immutable release, makes it live and points the shell and its pages at it', async () => {
    const { id } = await release(dir, config, 'mfe-cleaning', { from: build('a'), smoke: false, log: quiet });
    expect(id).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(readFileSync(path.join(dir, 'mfe-cleaning', id, 'remoteEntry.js'), 'utf8')).toBe('/* a */');
    expect(pointer()).toEqual({
      mfe_cleaning: {
        release: id,
        entry: `https://cdn.example/mfe-cleaning/${id}/mf-manifest.json`,
        routes: CLEANING_ROUTES,
      },
    });
    // The page of the one static route with a frame: the shell's layout for it, the frame in the route's place.
    const page = readFileSync(path.join(dir, 'pages', 'cleaning.html'), 'utf8');
    expect(page).toContain(
      '<div id="root" data-prerendered="/cleaning" data-route="/cleaning" data-remote="mfe_cleaning/CleaningPage">' +
        '<nav data-active="/cleaning"></nav><main><div data-remote-frame=""><h1>Limpieza a</h1></div></main></div>',
    );
    expect(page).toContain('<style>.frame-a{color:red}</style>');
    expect(page).toContain(
      '<link rel="preload" href="/api/cleaning?limit=12&offset=0" as="fetch" crossorigin="use-credentials">',
    );
    expect(page).toContain(
      `<link rel="preload" href="https://cdn.example/mfe-cleaning/${id}/mf-manifest.json"`,
    );
    expect(page).toContain(`href="https://cdn.example/mfe-cleaning/${id}/remoteEntry.js" as="script"`);
    // The routes without a frame get the shell's empty page under their names: an edge serving files knows them.
    expect(readdirSync(path.join(dir, 'pages')).sort()).toEqual([
      'cleaning',
      'cleaning.html',
      'create-cleaning.html',
    ]);
    expect(readFileSync(path.join(dir, 'pages', 'create-cleaning.html'), 'utf8')).toContain(
      '<div id="root" data-remote="mfe_cleaning/CreateCleaningPage"></div>',
    );
    expect(readFileSync(path.join(dir, 'pages', 'cleaning', '_.html'), 'utf8')).toContain(
      '<div id="root" data-remote="mfe_cleaning/CleaningDetailPage"></div>',
    );

    // npm start publishes dist/ at every start: the same build is then the same release, nothing copied.
    const again = await publishFolder(dir, 'mfe-cleaning', path.join(builds, 'a'), { reuse: true });
    expect(again).toMatchObject({ reused: true, release: { id } });
    // A team's release of the same build is a release of its own, with the first one to roll back to.
    const next = await release(dir, config, 'mfe-cleaning', {
      from: path.join(builds, 'a'),
      smoke: false,
      log: quiet,
    });
    expect(next.id).not.toBe(id);
    await rollback(dir, config, 'mfe-cleaning', undefined, { log: quiet });
    expect(pointer().mfe_cleaning.release).toBe(id);
  });

  it("preloads the scripts a composed page's module loads first, and on a page for every id that id's item", async () => {
    const withAssets = remoteManifest({
      exposes: [
        {
          name: 'CleaningPage',
          assets: { js: { sync: ['12.aa.js', 'page.bb.js'] }, css: { sync: ['12.cc.css'] } },
        },
        { name: 'CleaningDetailPage', assets: { js: { sync: ['detail.dd.js'], async: ['later.ee.js'] } } },
        { name: 'CreateCleaningPage' },
      ],
    });
    const routes: RouteEntry[] = [
      CLEANING_ROUTES[0],
      {
        path: '/cleaning/:id',
        module: 'mfe_cleaning/CleaningDetailPage',
        frame: 'frames/cleaning.html',
        exists: '/api/cleaning/:id',
      },
      CLEANING_ROUTES[2],
    ];
    const { id } = await release(dir, config, 'mfe-cleaning', {
      from: build('a', withAssets, 'a', routes),
      smoke: false,
      log: quiet,
    });
    const base = `https://cdn.example/mfe-cleaning/${id}`;
    const board = readFileSync(path.join(dir, 'pages', 'cleaning.html'), 'utf8');
    // Not its CSS: a style preload comes first of all, before the frame's first paint.
    expect(board).not.toContain('12.cc.css');
    for (const file of ['12.aa.js', 'page.bb.js'])
      expect(board).toContain(`<link rel="preload" href="${base}/${file}" as="script" fetchpriority="low">`);
    const detail = readFileSync(path.join(dir, 'pages', 'cleaning', '_.html'), 'utf8');
    expect(detail).toContain(
      `<link rel="preload" href="${base}/detail.dd.js" as="script" fetchpriority="low">`,
    );
    // What the module loads later, on demand, is not preloaded.
    expect(detail).not.toContain('later.ee.js');
    // The page's script preloads the item of the id in the address, as the page will ask for it; nothing else.
    const script = /<script>(\(function\(\)\{var m=[\s\S]*?)<\/script>/.exec(detail)?.[1] ?? '';
    const preloadedAt = (pathname: string) => {
      const links: Record<string, string>[] = [];
      const document = {
        createElement: () => ({}),
        head: { appendChild: (link: Record<string, string>) => links.push(link) },
      };
      new Function('location', 'document', script)({ pathname }, document);
      return links;
    };
    expect(preloadedAt('/cleaning/42')).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', href: '/api/cleaning/42' },
    ]);
    expect(preloadedAt('/cleaning/x1')).toEqual([]);
    expect(preloadedAt('/cleaning/42/fotos')).toEqual([]);
    expect(board).not.toContain('/api/cleaning/');
  });

  it('refuses a release that does not fit, leaving the live release and the pointer as they were', async () => {
    const { id } = await release(dir, config, 'mfe_cleaning', { from: build('a'), smoke: false, log: quiet });
    const before = pointer();
    const broken = build('b', remoteManifest({ exposes: [{ name: 'CleaningPage' }] }));
    await expect(
      release(dir, config, 'mfe-cleaning', { from: broken, smoke: false, log: quiet }),
    ).rejects.toThrow(ReleaseRefused);
    expect(pointer()).toEqual(before);
    expect((await readChannel(dir, 'mfe-cleaning')).live).toBe(id);
    const rows = await releases(dir, config, 'mfe-cleaning');
    expect(rows.map((r) => r.state)).toEqual(['rechazada', 'publicada']);
  });

  it('refuses a build without its server build, or whose server build throws, leaving the live release', async () => {
    const { id } = await release(dir, config, 'mfe-cleaning', { from: build('a'), smoke: false, log: quiet });
    const before = pointer();
    const refusal = (from: string) =>
      release(dir, config, 'mfe-cleaning', { from, smoke: false, log: quiet }).then(
        () => [],
        (error: unknown) => (error instanceof ReleaseRefused ? error.problems : [String(error)]),
      );
    expect(await refusal(build('sin-servidor', remoteManifest(), 'b', CLEANING_ROUTES, null))).toEqual([
      'La versión no trae su build de servidor (server/remote.cjs) y el remote tiene páginas públicas: ' +
        'compílala con tools/rspack/remote.config.mjs (src/server.ts).',
    ]);
    const throwing = build('roto', remoteManifest(), 'c', CLEANING_ROUTES, "throw new Error('roto');\n");
    expect(await refusal(throwing)).toEqual(['El build de servidor no se carga: roto']);
    expect(pointer()).toEqual(before);
    expect((await readChannel(dir, 'mfe-cleaning')).live).toBe(id);
  });

  it('releases a remote without public pages (mfe_chat) with no server build', async () => {
    config.remotes.mfe_chat = { base: 'https://cdn.example/mfe-chat/' };
    const chatRoutes = [{ path: '/chat', module: 'mfe_chat/ChatPage' }];
    const chat = remoteManifest({ name: 'mfe_chat', exposes: [{ name: 'ChatPage' }] });
    const { id } = await release(dir, config, 'mfe-chat', {
      from: build('chat', chat, 'chat', chatRoutes, null),
      smoke: false,
      log: quiet,
    });
    expect(pointer().mfe_chat.release).toBe(id);
  });

  it('recomposes the pages of a release: its new frame, a new route of its own, a removed route gone', async () => {
    await release(dir, config, 'mfe-cleaning', { from: build('a'), smoke: false, log: quiet });
    const withOffers = [
      { path: '/ofertas-limpieza', module: 'mfe_cleaning/CleaningPage', frame: 'frames/cleaning.html' },
    ];
    const b = (
      await release(dir, config, 'mfe-cleaning', {
        from: build('b', remoteManifest(), 'b', withOffers),
        smoke: false,
        log: quiet,
      })
    ).id;
    expect(pointer().mfe_cleaning.routes).toEqual(withOffers);
    expect(readdirSync(path.join(dir, 'pages'))).toEqual(['ofertas-limpieza.html']);
    const page = readFileSync(path.join(dir, 'pages', 'ofertas-limpieza.html'), 'utf8');
    expect(page).toContain('<h1>Limpieza b</h1>');
    expect(page).toContain(`https://cdn.example/mfe-cleaning/${b}/mf-manifest.json`);
    // Another remote's pages are left alone by this remote's compose.
    writeFileSync(
      path.join(dir, 'pages', 'chat.html'),
      '<div id="root" data-remote="mfe_chat/ChatPage"></div>',
    );
    await composePages(dir, config, 'mfe_cleaning');
    expect(readdirSync(path.join(dir, 'pages')).sort()).toEqual(['chat.html', 'ofertas-limpieza.html']);
  });

  it('names the page of a static route and of a route whose last segment is its one parameter', () => {
    const pages = {
      '/cleaning': 'cleaning.html',
      '/profile/edit': 'profile/edit.html',
      '/cleaning/:id': 'cleaning/_.html',
      '/worker-profiles/:id': 'worker-profiles/_.html',
      // One trailing parameter only: none elsewhere, not two, not an optional one.
      '/a/:b/c': null,
      '/a/:b/:c': null,
      '/:id': null,
      '/chat/:contactId?': null,
      '/files/*': null,
    };
    expect(Object.fromEntries(Object.keys(pages).map((route) => [route, pageFileOf(route)]))).toEqual(pages);
  });

  it('composes a page per parametric route at <route>/_.html, recomposed by its own remote only', async () => {
    const detailFramed = CLEANING_ROUTES.map((r) =>
      r.path === '/cleaning/:id' ? { ...r, frame: 'frames/cleaning-id.html' } : r,
    );
    const withDetail = (name: string) => {
      const out = build(name, remoteManifest(), name, detailFramed);
      writeFileSync(path.join(out, 'frames/cleaning-id.html'), `<h1>Servicio ${name}</h1>`);
      writeFileSync(path.join(out, 'frames/cleaning-id.css'), `.detail-${name}{color:red}`);
      return out;
    };
    const a = (
      await release(dir, config, 'mfe-cleaning', { from: withDetail('a'), smoke: false, log: quiet })
    ).id;
    const detail = () => readFileSync(path.join(dir, 'pages', 'cleaning', '_.html'), 'utf8');
    // The layout prerendered at the pattern, which the shell's router matches as it matches /cleaning/7; the root
    // names the pattern, and the shell hydrates it on any /cleaning/<id>.
    expect(detail()).toContain(
      '<div id="root" data-prerendered="/cleaning/:id" data-route="/cleaning/:id" ' +
        'data-remote="mfe_cleaning/CleaningDetailPage"><nav data-active="/cleaning/:id"></nav><main>' +
        '<div data-remote-frame=""><h1>Servicio a</h1></div></main></div>',
    );
    expect(detail()).toContain('<style>.detail-a{color:red}</style>');
    expect(detail()).toContain(`href="https://cdn.example/mfe-cleaning/${a}/remoteEntry.js" as="script"`);
    expect(readdirSync(path.join(dir, 'pages')).sort()).toEqual([
      'cleaning',
      'cleaning.html',
      'create-cleaning.html',
    ]);

    // Another remote's parametric page is left alone by this remote's release and rollback.
    mkdirSync(path.join(dir, 'pages', 'chat'));
    writeFileSync(
      path.join(dir, 'pages', 'chat', '_.html'),
      '<div id="root" data-remote="mfe_chat/ChatPage"></div>',
    );
    const b = (
      await release(dir, config, 'mfe-cleaning', { from: withDetail('b'), smoke: false, log: quiet })
    ).id;
    expect(detail()).toContain('<h1>Servicio b</h1>');
    expect(detail()).toContain(`https://cdn.example/mfe-cleaning/${b}/mf-manifest.json`);
    await rollback(dir, config, 'mfe-cleaning', a, { log: quiet });
    expect(detail()).toContain('<h1>Servicio a</h1>');
    expect(detail()).toContain(`https://cdn.example/mfe-cleaning/${a}/mf-manifest.json`);

    // A release whose detail route has no frame any more: its page is the shell's empty one again.
    await release(dir, config, 'mfe-cleaning', { from: build('c'), smoke: false, log: quiet });
    expect(readdirSync(path.join(dir, 'pages')).sort()).toEqual([
      'chat',
      'cleaning',
      'cleaning.html',
      'create-cleaning.html',
    ]);
    expect(detail()).toContain('<div id="root" data-remote="mfe_cleaning/CleaningDetailPage"></div>');
    expect(readdirSync(path.join(dir, 'pages', 'chat'))).toEqual(['_.html']);

    // A release without the detail route at all: its page is gone, and its folder with it.
    const withoutDetail = build(
      'd',
      remoteManifest(),
      'd',
      CLEANING_ROUTES.filter((r) => r.path !== '/cleaning/:id'),
    );
    await release(dir, config, 'mfe-cleaning', { from: withoutDetail, smoke: false, log: quiet });
    expect(readdirSync(path.join(dir, 'pages')).sort()).toEqual([
      'chat',
      'cleaning.html',
      'create-cleaning.html',
    ]);
  });

  it('runs a canary beside the live release, promotes it, and rolls back to the one before', async () => {
    const a = (await release(dir, config, 'mfe-cleaning', { from: build('a'), smoke: false, log: quiet })).id;
    const b = (
      await release(dir, config, 'mfe-cleaning', { from: build('b'), smoke: false, canary: 30, log: quiet })
    ).id;
    expect(pointer().mfe_cleaning).toEqual({
      release: a,
      entry: `https://cdn.example/mfe-cleaning/${a}/mf-manifest.json`,
      routes: CLEANING_ROUTES,
      canary: {
        release: b,
        entry: `https://cdn.example/mfe-cleaning/${b}/mf-manifest.json`,
        percent: 30,
        routes: CLEANING_ROUTES,
      },
    });
    expect((await releases(dir, config, 'mfe-cleaning')).map((r) => r.state)).toEqual([
      'canario 30 %',
      'publicada',
    ]);

    await promote(dir, config, 'mfe-cleaning', { log: quiet });
    expect(pointer().mfe_cleaning.release).toBe(b);
    expect(pointer().mfe_cleaning.canary).toBeUndefined();

    await rollback(dir, config, 'mfe-cleaning', undefined, { log: quiet });
    expect(pointer().mfe_cleaning.release).toBe(a);
    await rollback(dir, config, 'mfe-cleaning', b, { log: quiet });
    expect(pointer().mfe_cleaning.release).toBe(b);
    await expect(rollback(dir, config, 'mfe-cleaning', 'no-existe-1', { log: quiet })).rejects.toThrow(
      'mfe-cleaning no tiene la versión no-existe-1',
    );
  });

  it('ends a canary with rollback, leaving the live release', async () => {
    const a = (await release(dir, config, 'mfe-cleaning', { from: build('a'), smoke: false, log: quiet })).id;
    await release(dir, config, 'mfe-cleaning', { from: build('b'), smoke: false, canary: 50, log: quiet });
    await rollback(dir, config, 'mfe-cleaning', undefined, { log: quiet });
    expect(pointer().mfe_cleaning).toEqual({
      release: a,
      entry: `https://cdn.example/mfe-cleaning/${a}/mf-manifest.json`,
      routes: CLEANING_ROUTES,
    });
  });

  it('refuses names that are not remotes and canary shares outside 1-99', async () => {
    await expect(
      release(dir, config, 'mfe-nada', { from: build('a'), smoke: false, log: quiet }),
    ).rejects.toThrow('"mfe-nada" no es un remote del producto (mfe-cleaning).');
    await expect(
      release(dir, config, 'mfe-cleaning', { from: build('a'), smoke: false, canary: 100, log: quiet }),
    ).rejects.toThrow('--canary pide un porcentaje entero entre 1 y 99.');
  });

  it('prunes old releases but keeps the newest, the young, the live and the canary', async () => {
    const day = 24 * 3600 * 1000;
    const long = Date.now() - 30 * day;
    const ids: string[] = [];
    for (let i = 0; i < KEEP_RELEASES + 3; i++) {
      const { release: r } = await publishFolder(dir, 'mfe-cleaning', build(`v${i}`), {
        now: new Date(long + i * 1000),
      });
      ids.push(r.id);
    }
    const channel = { live: ids[0], canary: { release: ids[1], percent: 10 }, history: [] };
    writeFileSync(path.join(dir, 'mfe-cleaning', 'channel.json'), JSON.stringify(channel));
    await composePointer(dir, config);
    const removed = await prune(dir, 'mfe-cleaning');
    expect(removed.sort()).toEqual([ids[2]].sort());
    const kept = (await listReleases(dir, 'mfe-cleaning')).map((r) => r.id);
    expect(kept).toHaveLength(KEEP_RELEASES + 2);
    expect(kept).toEqual(expect.arrayContaining([ids[0], ids[1], ...ids.slice(3)]));
  });
});
