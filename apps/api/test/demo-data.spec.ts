import request from 'supertest';
import {
  QUOTE_STATUSES,
  RENOVATION_TYPE_VALUES,
  type CleaningService,
  type Project,
  type Quote,
  type Report,
  type ReportedItem,
  type Review,
  type WorkerProfile,
} from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import demoAccounts from '../src/seed/demo-accounts.json';
import { DEMO_ADS } from '../src/seed/demo-ads';
import { freshCode } from './support/operators';

// 20 professionals, and the sponsors of the ads, each with a public profile too.
const DEMO_PROFESSIONAL = demoAccounts.find((a) => a.userType === 'professional')?.name;
const PUBLIC_PROFESSIONALS = 20 + new Set(DEMO_ADS.map(([, , , company]) => company)).size;

// What `npm start` shows a first-time visitor: the demo data of a fresh database, created once.
describe('demo data (SEED_DEMO=true)', () => {
  let database: Database;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database, { SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  }, 120_000);

  const board = async (url: string) => {
    const res = await request(url).get('/api/projects?limit=100');
    return {
      items: res.body as { city: string; renovationType: string }[],
      total: Number(res.headers['x-total-count']),
    };
  };

  it('has at least 60 requests over 15 cities and every renovation type', async () => {
    const { items, total } = await board(api?.url ?? '');
    expect(total).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((p) => p.city)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((p) => p.renovationType))).toEqual(new Set(RENOVATION_TYPE_VALUES));
  });

  it('has 20 public professionals first, then the sponsors, and 15 cleaning services', async () => {
    const workers = await request(api?.url ?? '').get('/api/workers?limit=100');
    expect(workers.body).toHaveLength(PUBLIC_PROFESSIONALS);
    const firstPage = (workers.body as { description: string | null }[]).slice(0, 20);
    expect(firstPage.some((w) => w.description?.includes('empresa anunciante'))).toBe(false);
    const cleaning = await request(api?.url ?? '').get('/api/cleaning');
    expect(cleaning.body).toHaveLength(15);
  });

  it('has photos drawn by the project on requests, profiles and cleaning services, served as WebP', async () => {
    const url = api?.url ?? '';
    type WithPhotos = { photos: { thumbUrl: string; url: string }[] };
    const requests = (await request(url).get('/api/projects?limit=100')).body as WithPhotos[];
    const profiles = (await request(url).get('/api/workers?limit=100')).body as WithPhotos[];
    const services = (await request(url).get('/api/cleaning')).body as WithPhotos[];
    for (const rows of [requests, profiles, services]) {
      expect(rows.filter((row) => row.photos.length > 0).length).toBeGreaterThanOrEqual(4);
    }
    // The board's first page (12 newest) shows some thumbnails.
    expect(requests.slice(0, 12).some((row) => row.photos.length > 0)).toBe(true);
    const thumb = await request(url).get(requests.find((r) => r.photos[0])?.photos[0]?.thumbUrl ?? '');
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('lets each demo account of the README log in, and the demo professional has conversations', async () => {
    for (const account of demoAccounts) {
      const agent = request.agent(api?.url ?? '');
      const login = await agent
        .post('/api/login')
        .send({ username: account.email, password: account.password });
      expect(login.status).toBe(200);
      expect(login.body.userType).toBe(account.userType);
      if (account.userType === 'professional') {
        const contacts = await agent.get(`/api/users/${login.body.id}/contacts`);
        expect(contacts.body.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has an operator enrolled with the TOTP secret the banner prints: its code opens the console', async () => {
    const operator = demoAccounts.find((a) => a.totpSecret);
    const agent = request.agent(api?.url ?? '');
    await agent
      .post('/api/login')
      .send({ username: operator?.email, password: operator?.password })
      .expect(200);
    expect((await agent.get('/api/admin/totp')).body).toEqual({ enrolled: true, verified: false });
    const code = await freshCode(operator?.totpSecret ?? '');
    expect((await agent.post('/api/admin/totp').send({ code })).status).toBe(200);
    expect((await agent.get('/api/admin/client-errors?remote=mfe_renovation')).status).toBe(200);
    // A queue from the first start: a request reported twice leads it, and two more items once each.
    const queue = (await agent.get('/api/admin/reports').expect(200)).body as ReportedItem[];
    expect(queue.map((item) => [item.targetType, item.reports])).toEqual([
      ['project', 2],
      ['worker_profile', 1],
      ['cleaning_service', 1],
    ]);
  });

  it("shows the demo client's pending report under 'Mis denuncias'", async () => {
    const client = demoAccounts.find((a) => a.userType === 'client' && !a.totpSecret);
    const agent = request.agent(api?.url ?? '');
    await agent.post('/api/login').send({ username: client?.email, password: client?.password }).expect(200);
    const mine = (await agent.get('/api/reports/mine').expect(200)).body as Report[];
    expect(mine.map((r) => [r.targetType, r.status, r.decidedAt])).toEqual([['project', 'open', null]]);
  });

  it('has verified reviews with replies, and the directory shows the demo professional rated', async () => {
    const url = api?.url ?? '';
    const pro = await request(url).get('/api/workers?limit=100');
    const demo = (pro.body as { name: string; userId: number; ratingCount: number }[]).find(
      (w) => w.name === DEMO_PROFESSIONAL,
    );
    expect(demo?.ratingCount).toBe(3);
    const reviews = await request(url).get(`/api/users/${demo?.userId}/reviews`);
    const items = reviews.body as { reviewerName: string; verifiedBy: string; reply: unknown }[];
    expect(items).toHaveLength(3);
    expect(new Set(items.map((r) => r.verifiedBy))).toEqual(new Set(['chat', 'phone']));
    expect(items.filter((r) => r.reply !== null)).toHaveLength(2);
    expect(items.map((r) => r.reviewerName)).toContain('Lucía F.');
  });

  it('has quotes in every state: the demo client compares, has hired and has had work done; the review says hired', async () => {
    const url = api?.url ?? '';
    const signIn = async (userType: string) => {
      const account = demoAccounts.find((a) => a.userType === userType);
      const agent = request.agent(url);
      const login = await agent
        .post('/api/login')
        .send({ username: account?.email, password: account?.password });
      return { agent, id: login.body.id as number };
    };
    const client = await signIn('client');
    const own = (await client.agent.get(`/api/users/${client.id}/projects`)).body as Project[];
    expect(new Set(own.map((p) => p.status))).toEqual(new Set(['open', 'hired', 'completed']));
    const comparing = own.find((p) => p.status === 'open' && (p.quoteCount ?? 0) >= 3);
    const compared = (await client.agent.get(`/api/projects/${comparing?.id}/quotes`)).body as Quote[];
    expect(compared.filter((q) => q.status !== 'withdrawn').length).toBe(comparing?.quoteCount);
    for (const quote of compared) expect(quote.firm.taxId).toMatch(/^B\d{8}$/);

    const pro = await signIn('professional');
    const mine = (await pro.agent.get('/api/quotes')).body as Quote[];
    expect(new Set(mine.map((q) => q.status))).toEqual(new Set(QUOTE_STATUSES));

    const reviews = (await request(url).get(`/api/users/${pro.id}/reviews`)).body as Review[];
    const byDemoClient = reviews.find((r) => r.reviewerName === 'Lucía F.');
    expect(byDemoClient?.hired).toBe(true);
    expect(reviews.filter((r) => r.hired)).toHaveLength(1);
  });

  it('shows response times measured from its conversations on professionals and cleaners', async () => {
    const url = api?.url ?? '';
    const workers = (await request(url).get('/api/workers?limit=100')).body as WorkerProfile[];
    const demo = workers.find((w) => w.name === DEMO_PROFESSIONAL);
    // The demo professional answered in 25, 50 and 140 minutes, and the aerothermal question in 37
    // (seed/demo-data.ts): the median, 43.5, shown rounded.
    expect(demo?.responseMinutes).toBe(44);
    expect(workers.filter((w) => w.responseMinutes !== null).length).toBeGreaterThanOrEqual(3);
    const cleaning = (await request(url).get('/api/cleaning?limit=100')).body as CleaningService[];
    expect(cleaning.filter((c) => c.responseMinutes !== null)).toHaveLength(2);
  });

  it('is created once: a restart on the same database adds nothing', async () => {
    const before = await board(api?.url ?? '');
    await api?.stop();
    api = await startApi(database, { SEED_DEMO: 'true' });
    const after = await board(api.url);
    expect(after.total).toBe(before.total);
    expect((await request(api.url).get('/api/workers?limit=100')).body).toHaveLength(PUBLIC_PROFESSIONALS);
  });
});
