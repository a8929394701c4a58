// The trial the release tool runs on a remote's server build: small builds written as the remotes' are (CommonJS,
// `exports.remote`), drawn in the shell's App with every fetch failing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The shell's build defines these (rspack.shared.mjs); the App's footer reads them as it loads.
const contact = { phone: '+34 900 000 000', email: 'prueba@reformasya.es' };
Object.assign(globalThis, {
  __SUPPORT_PHONE__: contact.phone,
  __SUPPORT_EMAIL__: contact.email,
  __SOCIAL_URLS__: {},
  __LEGAL_OWNER__: { name: 'Prueba, S.L.', taxId: 'B00000000', address: 'Calle Mayor 1', ...contact },
  __BUILD_YEAR__: 2026,
});
let trialServerBuild: typeof import('./server-build-trial').trialServerBuild;
beforeAll(async () => ({ trialServerBuild } = await import('./server-build-trial')));

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'reformas-trial-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A server build whose pages ask the API for a thing (every fetch fails in the trial). */
function build(body: string): string {
  const file = path.join(dir, 'remote.cjs');
  writeFileSync(
    file,
    `const { createElement } = require('react');
const { useQuery } = require('@tanstack/react-query');
const useThing = () => useQuery({ queryKey: ['/api/cosas/1'] });
function Thing() {
  const { isError } = useThing();
  return createElement('h1', null, isError ? 'Sin datos' : 'Cargando');
}
function Fragile() {
  const { data } = useThing();
  return createElement('h1', null, data.name);
}
const head = () => ({ title: 'Cosa', description: 'Una cosa', path: '/cosas/1' });
${body}`,
  );
  return file;
}

// The jest module registry's React and react-query, the ones the shell's App renders with here.
const trial = (file: string, sections: { path: string; module: string }[] = [], remote = 'mfe_cosas') =>
  trialServerBuild(file, remote, sections, require);
// The one section the shell shows (its /services page draws it).
const CALCULATOR = [{ path: '/services', module: 'mfe_calculator/Calculator' }];

describe('trialServerBuild', () => {
  it('passes a build whose pages and heads hold when the API fails, and names its routes and sections', async () => {
    const file = build(`exports.remote = {
  routes: [{ path: '/cosas/:id', module: 'ThingPage', Page: Thing, head }],
  sections: { Calculator: Thing },
  css: '',
};`);
    expect(await trial(file, CALCULATOR, 'mfe_calculator')).toEqual({
      routes: [{ path: '/cosas/:id', module: 'ThingPage' }],
      sections: ['Calculator'],
      problems: [],
    });
  });

  it('refuses a page that throws while its data is missing, and a head that throws without data', async () => {
    const file = build(`exports.remote = {
  routes: [
    { path: '/cosas/:id', module: 'FragilePage', Page: Fragile, head },
    { path: '/otras', module: 'OtherPage', Page: Thing, head: ({ data }) => data(['/api/cosas/1']).name },
  ],
  css: '',
};`);
    const { problems } = await trial(file);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Al dibujar \/cosas\/1 en el servidor: .*name/);
    expect(problems[1]).toMatch(/^La cabecera de \/otras falla sin datos: .*name/);
  });

  it('refuses a section that throws on the shell page that shows it', async () => {
    const file = build(`exports.remote = { routes: [], sections: { Calculator: Fragile }, css: '' };`);
    const { problems } = await trial(file, CALCULATOR, 'mfe_calculator');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Al dibujar la sección Calculator en \/services en el servidor: .*name/);
  });

  it('refuses a build that throws when loaded, a route without a head, and a missing build', async () => {
    expect((await trial(build(`throw new Error('roto al cargar');`))).problems).toEqual([
      'El build de servidor no se carga: roto al cargar',
    ]);
    const headless = build(
      `exports.remote = { routes: [{ path: '/cosas', module: 'ThingPage', Page: Thing }], css: '' };`,
    );
    expect((await trial(headless)).problems).toEqual([
      'La ruta /cosas del build de servidor no tiene path, module, Page y head.',
    ]);
    expect((await trial(path.join(dir, 'falta.cjs'))).problems).toEqual([
      'La versión no trae su build de servidor (server/remote.cjs).',
    ]);
  });
});
