import request from 'supertest';
import { AD_CATEGORIES, type Ad } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { expectFieldErrors } from './support/errors';

// The sponsored entries are data: the demo data brings two per category, each sponsor a public professional.
describe('ads and health', () => {
  const api = useTestApi({ SEED_DEMO: 'true' });
  const ads = async (query: Record<string, string>) => {
    const res = await request(api.url).get('/api/ads').query(query);
    expect(res.status).toBe(200);
    return res.body as Ad[];
  };

  describe('GET /api/ads', () => {
    it('gives the 2 entries of a category with the Ad fields, the primary one first', async () => {
      const list = await ads({ category: 'bathroom' });
      expect(list).toEqual([
        {
          id: expect.any(Number),
          category: 'bathroom',
          title: 'Reforma tu baño en 7 días',
          description: expect.any(String),
          company: 'BañoExpress Reformas',
          ctaText: 'Pedir presupuesto',
          ctaUrl: expect.stringMatching(/^\/worker-profiles\/\d+$/),
          phone: '910 000 101',
          priority: 'primary',
        },
        {
          id: expect.any(Number),
          category: 'bathroom',
          title: expect.any(String),
          description: expect.any(String),
          company: expect.any(String),
          ctaText: expect.any(String),
          ctaUrl: expect.stringMatching(/^\/worker-profiles\/\d+$/),
          phone: null,
          priority: 'secondary',
        },
      ]);
    });

    it.each(AD_CATEGORIES.filter((c) => c !== '_all'))(
      "has two entries for '%s', primary then secondary",
      async (category) => {
        const list = await ads({ category });
        expect(list.map((a) => [a.category, a.priority])).toEqual([
          [category, 'primary'],
          [category, 'secondary'],
        ]);
      },
    );

    it("maps the renovation types 'integral' to 'complete' and 'electricity' to 'electrical'", async () => {
      expect(await ads({ category: 'integral' })).toEqual(await ads({ category: 'complete' }));
      expect((await ads({ category: 'integral' }))[0].category).toBe('complete');
      expect((await ads({ category: 'electricity' }))[0].category).toBe('electrical');
    });

    it("gives the general '_all' set for an unknown, empty or missing category", async () => {
      const general = await ads({ category: '_all' });
      expect(general).toHaveLength(2);
      expect(general.every((a) => a.category === '_all')).toBe(true);
      expect(general[0].priority).toBe('primary');
      expect(await ads({ category: 'aerothermal' })).toEqual(general);
      expect(await ads({ category: 'piscinas' })).toEqual(general);
      expect(await ads({ category: '' })).toEqual(general);
      expect(await ads({})).toEqual(general);
    });

    it("leads each entry to its sponsor's public profile, which names the same company", async () => {
      const every = (await Promise.all(AD_CATEGORIES.map((category) => ads({ category })))).flat();
      expect(every.length).toBeGreaterThanOrEqual(20);
      for (const ad of every) {
        const profileId = /^\/worker-profiles\/(\d+)$/.exec(ad.ctaUrl)?.[1];
        expect(profileId).toBeDefined();
        // Anonymous, as a visitor who clicks the ad in a new tab.
        const profile = await request(api.url).get(`/api/workers/${profileId}`);
        expect(profile.status).toBe(200);
        expect(profile.body.companyName).toBe(ad.company);
      }
    });

    it('answers 400 for a category longer than 50 characters', async () => {
      const res = await request(api.url)
        .get('/api/ads')
        .query({ category: 'x'.repeat(51) });
      expectFieldErrors(res, [{ path: 'category', message: 'Categoría no válida' }]);
    });
  });

  describe('GET /api/health', () => {
    it("answers 200 {status: 'ok', database: 'up'} with the uptime", async () => {
      const res = await request(api.url).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
    });
  });
});
