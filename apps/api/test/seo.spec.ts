import request from 'supertest';
import { parse } from 'fast-xml-parser';
import { type CleaningService, type Project, type WorkerProfile } from '@reformas/shared-types';
import { PRIVATE_PAGE_PREFIXES, RENDERED_PAGES } from '../../../deploy/nginx/site-paths.mjs';
import { expectError } from './support/errors';
import { publishProject } from './support/projects';
import { sentQuote } from './support/quotes';
import { useTestApi } from './support/test-api';
import { signUp, type SignedUp } from './support/users';
import { listInDirectory, publishCleaning, workerProfileRequest } from './support/workers';

// Where the site is opened: every address in the sitemaps and robots.txt starts with it.
const SITE = 'https://www.reformas.example';
const NOT_FOUND = 'Este mapa del sitio no existe';
// Two addresses per file, so that a few rows make several files.
const PAGE_SIZE = 2;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Entry = { loc: string; lastmod?: string };
type Parsed = {
  urlset?: { '@_xmlns': string; url?: Entry[] };
  sitemapindex?: { '@_xmlns': string; sitemap?: Entry[] };
};

/** The XML parsed strictly (a malformed document throws), every url and sitemap element as a list. */
function parseXml(xml: string): Parsed {
  return parse(
    xml,
    { ignoreAttributes: false, parseNodeValue: false, arrayMode: /^(url|sitemap)$/ },
    true,
  ) as Parsed;
}

// /sitemap.xml, /sitemaps/… and /robots.txt as the API writes them (docs/decisions.md, "Sitemap and robots");
// the edges pass those public addresses to /api/seo/… (scripts/serve-static.spec.ts, deploy/nginx/nginx.spec.ts).
describe('sitemaps and robots.txt', () => {
  const api = useTestApi({ PUBLIC_URL: SITE, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) });
  let client: SignedUp;
  let cleaner: SignedUp;
  const pros: SignedUp[] = [];
  // Worker profiles 1-3 public, 4 private; cleaning service 1 listed, 2 paused; requests 1-3 open.
  const profiles: WorkerProfile[] = [];
  const cleaning: CleaningService[] = [];
  const requests: Project[] = [];

  const get = (path: string) => request(api.url).get(path);
  /** One sitemap file's addresses and their lastmod, after checking its headers and namespace. */
  const sitemapFile = async (name: string): Promise<Entry[]> => {
    const res = await get(`/api/seo/sitemaps/${name}`).expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const doc = parseXml(res.text);
    expect(doc.urlset?.['@_xmlns']).toBe(XMLNS);
    return doc.urlset?.url ?? [];
  };
  const locs = (entries: Entry[]) => entries.map((entry) => entry.loc);
  const newest = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

  beforeAll(async () => {
    // One at a time: the rows' ids are the order of their creation, and the files are ranges of ids.
    for (const [i, isPublic] of [true, true, true, false].entries()) {
      const pro = await signUp(api.url, 'professional', { name: `Profesional ${i + 1}` });
      profiles.push(
        await listInDirectory(pro.agent, { isPublic, companyName: `Reformas ${i + 1}`, taxId: '12345678Z' }),
      );
      pros.push(pro);
    }
    cleaner = await signUp(api.url, 'cleaning', { name: 'Marta Limpia' });
    cleaning.push(await publishCleaning(cleaner.agent, { name: 'Marta Limpia', phone: '612000111' }));
    const paused = await signUp(api.url, 'cleaning');
    const second = await publishCleaning(paused.agent);
    await paused.agent.post(`/api/cleaning/${second.id}/paused`).send({ paused: true }).expect(200);
    cleaning.push(second);
    client = await signUp(api.url, 'client', { name: 'Carmen López', phone: '622333444' });
    for (const city of ['Villavida', 'Lugo', 'Soria']) {
      requests.push(
        await publishProject(client.agent, {
          city,
          name: 'Carmen López',
          phone: '622333444',
          email: 'carmen.lopez@ejemplo.es',
        }),
      );
    }
  });

  it('indexes a file per kind and page, each with the newest change among its addresses', async () => {
    const res = await get('/api/seo/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const doc = parseXml(res.text);
    expect(doc.sitemapindex?.['@_xmlns']).toBe(XMLNS);
    const [p1, p2, p3] = profiles as [WorkerProfile, WorkerProfile, WorkerProfile];
    const [r1, r2, r3] = requests as [Project, Project, Project];
    const newestRequest = newest(r1.createdAt, r2.createdAt, r3.createdAt);
    const newestProfile = newest(p1.updatedAt, p2.updatedAt, p3.updatedAt);
    const file = (name: string, lastmod?: string) => ({
      loc: `${SITE}/sitemaps/${name}.xml`,
      ...(lastmod ? { lastmod } : {}),
    });
    expect(doc.sitemapindex?.sitemap).toEqual([
      // The pages without an item, two per file: / and /projects, /worker-profiles and /cleaning, then the
      // pages whose content is not data (no lastmod rather than an invented one).
      file('static-1', newestRequest),
      file('static-2', newest(newestProfile, cleaning[0]?.createdAt ?? '')),
      file('static-3'),
      file('static-4'),
      file('static-5'),
      // Profiles 1-2, then 3 (4 is private: no file of its own); cleaning 1 (2 is paused); requests 1-2, 3.
      file('profiles-1', newest(p1.updatedAt, p2.updatedAt)),
      file('profiles-2', p3.updatedAt),
      file('cleaning-1', cleaning[0]?.createdAt),
      file('requests-1', newest(r1.createdAt, r2.createdAt)),
      file('requests-2', r3.createdAt),
    ]);
  });

  it('lists the public worker profiles, two per file, each with its updatedAt', async () => {
    const [p1, p2, p3] = profiles as [WorkerProfile, WorkerProfile, WorkerProfile];
    expect(await sitemapFile('profiles-1.xml')).toEqual([
      { loc: `${SITE}/worker-profiles/${p1.id}`, lastmod: p1.updatedAt },
      { loc: `${SITE}/worker-profiles/${p2.id}`, lastmod: p2.updatedAt },
    ]);
    // The last file holds what is left: the private profile 4 is not there.
    expect(await sitemapFile('profiles-2.xml')).toEqual([
      { loc: `${SITE}/worker-profiles/${p3.id}`, lastmod: p3.updatedAt },
    ]);
  });

  it('moves a profile’s lastmod when it is edited, and drops it once made private', async () => {
    const [p1, p2] = profiles as [WorkerProfile, WorkerProfile];
    const pro1 = pros[0] as SignedUp;
    const edited = (
      await pro1.agent
        .put(`/api/workers/${p1.id}`)
        .send(workerProfileRequest({ services: ['bathroom', 'kitchen'] }))
        .expect(200)
    ).body as WorkerProfile;
    expect(edited.updatedAt > p1.updatedAt).toBe(true);
    expect((await sitemapFile('profiles-1.xml'))[0]).toEqual({
      loc: `${SITE}/worker-profiles/${p1.id}`,
      lastmod: edited.updatedAt,
    });
    await pro1.agent
      .put(`/api/workers/${p1.id}`)
      .send(workerProfileRequest({ isPublic: false }))
      .expect(200);
    expect(locs(await sitemapFile('profiles-1.xml'))).toEqual([`${SITE}/worker-profiles/${p2.id}`]);
  });

  it('lists the cleaning services not paused, each with its createdAt', async () => {
    const [c1] = cleaning as [CleaningService];
    expect(await sitemapFile('cleaning-1.xml')).toEqual([
      { loc: `${SITE}/cleaning/${c1.id}`, lastmod: c1.createdAt },
    ]);
  });

  it('lists the pages without an item: the home, the lists, services, calculator, about and the legal pages', async () => {
    const files = ['static-1.xml', 'static-2.xml', 'static-3.xml', 'static-4.xml', 'static-5.xml'];
    const all = [];
    for (const name of files) {
      const entries = await sitemapFile(name);
      expect(entries.length).toBeLessThanOrEqual(PAGE_SIZE);
      all.push(...locs(entries));
    }
    // Every page rendered on the server that is no item (deploy/nginx/site-paths.mjs), in that order.
    expect(all).toEqual(
      RENDERED_PAGES.filter((path) => !path.includes('/:')).map((path) => `${SITE}${path}`),
    );
    expectError(await get('/api/seo/sitemaps/static-6.xml'), 404, NOT_FOUND);
  });

  it('lists only the open requests: one leaves when its author closes it, another once a quote is hired', async () => {
    const [r1, r2, r3] = requests as [Project, Project, Project];
    expect(await sitemapFile('requests-1.xml')).toEqual([
      { loc: `${SITE}/projects/${r1.id}`, lastmod: r1.createdAt },
      { loc: `${SITE}/projects/${r2.id}`, lastmod: r2.createdAt },
    ]);
    expect(await sitemapFile('requests-2.xml')).toEqual([
      { loc: `${SITE}/projects/${r3.id}`, lastmod: r3.createdAt },
    ]);

    await client.agent.post(`/api/projects/${r2.id}/close`).send({ reason: 'not_needed' }).expect(200);
    expect(locs(await sitemapFile('requests-1.xml'))).toEqual([`${SITE}/projects/${r1.id}`]);

    const pro = pros[1] as SignedUp;
    const quote = await sentQuote(pro.agent, r3.id);
    await client.agent.post(`/api/quotes/${quote.id}/accept`).expect(200);
    // Its file had only the hired request: past the first page, an empty file does not exist.
    expectError(await get('/api/seo/sitemaps/requests-2.xml'), 404, NOT_FOUND);
    expect(locs(await sitemapFile('requests-1.xml'))).toEqual([`${SITE}/projects/${r1.id}`]);
  });

  it('lists only addresses a visitor without a session opens, a request’s with the client’s data masked', async () => {
    for (const kind of ['profiles', 'cleaning', 'requests']) {
      for (const { loc } of await sitemapFile(`${kind}-1.xml`)) {
        const path = new URL(loc).pathname;
        const id = path.split('/').pop();
        const apiPath = { profiles: 'workers', cleaning: 'cleaning', requests: 'projects' }[kind];
        const res = await get(`/api/${apiPath}/${id}`);
        expect([loc, res.status]).toEqual([loc, 200]);
        if (kind === 'requests') {
          expect(res.body).toMatchObject({ name: 'Carmen L.', email: null, canCall: false });
          expect((res.body as Project).phone).not.toBe('622333444');
        }
      }
    }
  });

  it('writes nothing private: no name, phone or e-mail of anyone in any file', async () => {
    const index = (await get('/api/seo/sitemap.xml').expect(200)).text;
    const names = ['static-1.xml', 'profiles-1.xml', 'profiles-2.xml', 'cleaning-1.xml', 'requests-1.xml'];
    const texts = [index];
    for (const name of names) texts.push((await get(`/api/seo/sitemaps/${name}`).expect(200)).text);
    const people = [client, cleaner, ...pros];
    const secrets = [
      ...people.flatMap(({ body }) => [body.email, body.phone, body.name]),
      '622333444',
      'carmen.lopez@ejemplo.es',
      'Carmen',
      '612000111',
      'Marta',
    ];
    for (const text of texts) {
      for (const secret of secrets) expect([secret, text.includes(secret)]).toEqual([secret, false]);
      expect(text).not.toMatch(/@|\+34|\b[6-9]\d{8}\b/);
    }
  });

  it.each([
    ['an unknown kind', 'nada-1.xml'],
    ['a page before the first', 'requests-0.xml'],
    ['a page past the last', 'requests-99.xml'],
    ['a page far past the last', 'profiles-99999999.xml'],
    ['another extension', 'requests-1.json'],
    ['no page number', 'requests.xml'],
    ['capitals', 'REQUESTS-1.xml'],
  ])('answers 404 with the Spanish message for %s (%s)', async (_case, name) => {
    const res = await get(`/api/seo/sitemaps/${name}`);
    expectError(res, 404, NOT_FOUND);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('serves robots.txt: the API but its images and the private pages out, the sitemap index named', async () => {
    const res = await get('/api/seo/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /api/media/');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    // The private pages are those the edges mark noindex.
    expect(disallowed.sort()).toEqual(['/api/', ...PRIVATE_PAGE_PREFIXES].sort());
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Nothing public is kept out: each listed page is under no Disallow rule.
    const listed = [];
    for (const name of ['static-1.xml', 'static-2.xml', 'static-3.xml', 'static-4.xml', 'static-5.xml'])
      listed.push(...locs(await sitemapFile(name)));
    for (const loc of listed) {
      const path = new URL(loc).pathname;
      expect([path, disallowed.filter((rule) => path.startsWith(rule))]).toEqual([path, []]);
    }
  });
});
