import request from 'supertest';
import type { WorkerProfile } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import type { SignedUp } from './support/users';
import { listProfessionals } from './support/workers';

// A search of several words (docs/product.md §3.14): each word must be found somewhere in a profile (company,
// services by value or Spanish name, city, postal code), in any order, ignoring case and accents.
describe('GET /api/workers?q= with several words', () => {
  const api = useTestApi();
  const profiles = [
    {
      companyName: 'Reformas Retiro',
      city: 'Madrid',
      postalCode: '28009',
      services: ['bathroom', 'kitchen'],
    },
    { companyName: 'Estudio Chamberí', city: 'Madrid', postalCode: '28010', services: ['painting'] },
    { companyName: 'Baños Triana', city: 'Sevilla', postalCode: '41010', services: ['bathroom'] },
    { companyName: 'Aguas Claras', city: 'Sevilla', postalCode: '41011', services: ['plumbing'] },
    {
      companyName: 'Oculta Madrid',
      city: 'Madrid',
      postalCode: '28001',
      services: ['bathroom'],
      isPublic: false,
    },
  ];
  let owners: Record<string, SignedUp> = {};
  beforeAll(async () => {
    owners = await listProfessionals(api.url, profiles);
  });
  const search = async (q: string) => {
    const res = await request(api.url).get(`/api/workers?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const names = (res.body as WorkerProfile[]).map((w) => w.companyName);
    expect(res.headers['x-total-count']).toBe(String(names.length));
    return names;
  };

  it.each([
    ['service by its Spanish name and city', 'baños madrid', ['Reformas Retiro']],
    ['the same words swapped, other case and accents', 'MADRID banos', ['Reformas Retiro']],
    ['a joining word between them', 'baños en madrid', ['Reformas Retiro']],
    ['a singular service name and a postal code', 'cocina 28009', ['Reformas Retiro']],
    ['a plural service name whose label is singular', 'pinturas madrid', ['Estudio Chamberí']],
    ['company words in another order', 'triana baños', ['Baños Triana']],
    ['one word that matches in the company and the services', 'baños', ['Baños Triana', 'Reformas Retiro']],
    ['a service value and a city', 'bathroom sevilla', ['Baños Triana']],
    ['a trade word its services do not spell', 'fontanero sevilla', ['Aguas Claras']],
    ['the trade, accented, in capitals', 'FONTANERÍA', ['Aguas Claras']],
    ['a plural trade word', 'fontaneros', ['Aguas Claras']],
  ])('finds by %s (%s)', async (_label, q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it.each([
    ['a word that matches nothing', 'baños madrid zzzz'],
    ['words that each match a different profile only', 'triana madrid'],
    ['a private profile’s own words', 'oculta madrid'],
  ])('finds nobody for %s (%s)', async (_label, q) => {
    expect(await search(q)).toEqual([]);
  });

  it('searches the company name saved on /profile/edit', async () => {
    const owner = owners['Estudio Chamberí'];
    if (!owner) throw new Error('missing owner');
    await owner.agent
      .put(`/api/users/${owner.user.id}`)
      .send({ companyName: 'Decoración Lavapiés' })
      .expect(200);
    expect(await search('lavapies madrid')).toEqual(['Decoración Lavapiés']);
    expect(await search('chamberi')).toEqual([]);
  });
});
