import request from 'supertest';
import { useTestApi } from './support/test-api';
import { signUp } from './support/users';
import { expectFieldErrors } from './support/errors';
import { listProfessionals, publishCleaning } from './support/workers';

describe('directories: paged on the server, with totals and search', () => {
  const api = useTestApi();

  describe('GET /api/workers?q=&limit=&offset=', () => {
    const profiles = [
      { companyName: 'Reformas Cádiz Sur', city: 'Cádiz', postalCode: '11001', services: ['bathroom'] },
      {
        companyName: 'Pinturas Nervión',
        city: 'Sevilla',
        postalCode: '41005',
        services: ['painting', 'other'],
      },
      { companyName: 'Electro Málaga', city: 'Málaga', postalCode: '29001', services: ['electricity'] },
      {
        companyName: 'Oculta SL',
        city: 'Cádiz',
        postalCode: '11002',
        services: ['bathroom'],
        isPublic: false,
      },
    ];
    beforeAll(() => listProfessionals(api.url, profiles));
    const search = (query: string) => request(api.url).get(`/api/workers${query}`);
    const companies = (res: request.Response) => res.body.map((w: { companyName: string }) => w.companyName);

    it('lists public profiles newest first with the total in X-Total-Count', async () => {
      const res = await search('');
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(companies(res)).toEqual(['Electro Málaga', 'Pinturas Nervión', 'Reformas Cádiz Sur']);
    });

    it.each([
      ['the directory', ''],
      // 'o' is in every company: the three public ones and the private 'Oculta SL'.
      ['a search, private profiles left out', 'q=o&'],
    ])('pages %s newest first with limit and offset', async (_label, q) => {
      const first = await search(`?${q}limit=2`);
      const second = await search(`?${q}limit=2&offset=2`);
      expect(companies(first)).toEqual(['Electro Málaga', 'Pinturas Nervión']);
      expect(companies(second)).toEqual(['Reformas Cádiz Sur']);
      expect(second.headers['x-total-count']).toBe('3');
    });

    it('refuses a page larger than 100, in Spanish', async () => {
      const res = await search('?limit=101');
      expectFieldErrors(res, [{ path: 'limit', message: 'El límite máximo es 100' }]);
    });

    it.each([
      { by: 'company, ignoring case and accents', q: 'NERVION', finds: ['Pinturas Nervión'] },
      { by: 'city with its accent', q: 'cádiz', finds: ['Reformas Cádiz Sur'] },
      { by: 'city without its accent', q: 'malaga', finds: ['Electro Málaga'] },
      { by: 'postal code', q: '4100', finds: ['Pinturas Nervión'] },
      { by: 'a service by its Spanish label', q: 'baños', finds: ['Reformas Cádiz Sur'] },
      { by: 'a service by its Spanish label without accent', q: 'electricidad', finds: ['Electro Málaga'] },
      { by: 'a service by its value', q: 'painting', finds: ['Pinturas Nervión'] },
      { by: 'nothing', q: 'zzzz', finds: [] },
      { by: 'LIKE wildcards taken literally', q: '%', finds: [] },
    ])('finds by $by (q=$q)', async ({ q, finds }) => {
      const res = await search(`?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(companies(res)).toEqual(finds);
      expect(res.headers['x-total-count']).toBe(String(finds.length));
    });

    it('never shows or counts a private profile', async () => {
      const res = await search('?q=oculta');
      expect(companies(res)).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    });
  });

  describe('GET /api/cleaning?city=&serviceType=&limit=&offset=', () => {
    beforeAll(async () => {
      for (const [city, serviceType] of [
        ['Valencia', ['home']],
        ['Valencia', ['office', 'home']],
        ['Alicante', ['deep_cleaning']],
      ] as const)
        await publishCleaning((await signUp(api.url, 'cleaning')).agent, { city, serviceType });
    });

    it('pages the filtered directory and says the total', async () => {
      const all = await request(api.url).get('/api/cleaning?limit=2');
      expect(all.body).toHaveLength(2);
      expect(all.headers['x-total-count']).toBe('3');
      const valencia = await request(api.url).get(
        '/api/cleaning?city=valen&serviceType=home&limit=1&offset=1',
      );
      expect(valencia.body).toHaveLength(1);
      expect(valencia.headers['x-total-count']).toBe('2');
      expect(valencia.body[0].city).toBe('Valencia');
    });
  });
});
