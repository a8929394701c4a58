import request from 'supertest';
import type { PublicUser, WorkerProfile } from '@reformas/shared-types';
import { TINY_PNG } from './support/privacy';
import { uploadLogo } from './support/images';
import { useTestApi } from './support/test-api';
import { useSignedUp } from './support/users';
import { expectError } from './support/errors';

const profile = {
  companyName: 'Reformas Ebro',
  services: ['bathroom'],
  postalCode: '50001',
  city: 'Zaragoza',
  experience: 7,
};

// One company name (docs/product.md §4): the user's. /profile/edit (PUT /api/users/{id}) and the worker profile
// form (POST/PUT /api/workers) edit the same value, and every answer shows it.
describe('one company name for /profile/edit and the worker profile', () => {
  const api = useTestApi();
  const users = useSignedUp(api, { pro: 'professional', other: 'professional' });
  let created: WorkerProfile;
  const user = async () => (await users.pro.agent.get(`/api/users/${users.pro.user.id}`)).body as PublicUser;
  const worker = async () => (await request(api.url).get(`/api/workers/${created.id}`)).body as WorkerProfile;

  beforeAll(async () => {
    const res = await users.pro.agent.post('/api/workers').send(profile);
    expect(res.status).toBe(201);
    created = res.body;
  });

  it('the worker profile’s company name is the one /profile/edit reads', async () => {
    expect(created.companyName).toBe('Reformas Ebro');
    expect((await user()).companyName).toBe('Reformas Ebro');
  });

  it('a name saved on /profile/edit is the worker profile’s, in its page and in the directory', async () => {
    const res = await users.pro.agent
      .put(`/api/users/${users.pro.user.id}`)
      .send({ companyName: 'Reformas Ebro e Hijos' });
    expect(res.status).toBe(200);
    expect((await worker()).companyName).toBe('Reformas Ebro e Hijos');
    const listed = (await request(api.url).get('/api/workers')).body as WorkerProfile[];
    expect(listed.find((w) => w.id === created.id)?.companyName).toBe('Reformas Ebro e Hijos');
  });

  it('a name saved with the worker profile form is the one /profile/edit shows; cleared in one, cleared in both', async () => {
    const renamed = await users.pro.agent
      .put(`/api/workers/${created.id}`)
      .send({ ...profile, companyName: 'Ebro Obras' });
    expect(renamed.body.companyName).toBe('Ebro Obras');
    expect((await user()).companyName).toBe('Ebro Obras');

    await users.pro.agent.put(`/api/workers/${created.id}`).send({ ...profile, companyName: '' });
    expect((await user()).companyName).toBeNull();
    expect((await worker()).companyName).toBeNull();
  });

  it('a profile form without the field keeps the name', async () => {
    await users.pro.agent.put(`/api/users/${users.pro.user.id}`).send({ companyName: 'Ebro Obras' });
    const { companyName: _left, ...rest } = profile;
    await users.pro.agent.put(`/api/workers/${created.id}`).send(rest).expect(200);
    expect((await worker()).companyName).toBe('Ebro Obras');
  });

  it('a second profile (409) or another user’s (403) changes nobody’s company name', async () => {
    const second = await users.pro.agent.post('/api/workers').send({ ...profile, companyName: 'Otra' });
    expect(second.status).toBe(409);
    const theirs = await users.other.agent
      .put(`/api/workers/${created.id}`)
      .send({ ...profile, companyName: 'Intrusos' });
    expect(theirs.status).toBe(403);
    expect((await user()).companyName).toBe('Ebro Obras');
    const other = await users.other.agent.get(`/api/users/${users.other.user.id}`);
    expect(other.body.companyName).toBeNull();
  });
});

describe('the logo of a worker profile', () => {
  const tinyPng = Buffer.from(TINY_PNG.split(',')[1] ?? '', 'base64');
  const api = useTestApi();
  const users = useSignedUp(api, { pro: 'professional', hidden: 'professional', client: 'client' });
  let listed: WorkerProfile;

  beforeAll(async () => {
    listed = (await users.pro.agent.post('/api/workers').send(profile)).body;
    await users.hidden.agent
      .post('/api/workers')
      .send({ ...profile, isPublic: false })
      .expect(201);
  });

  it('is null in the answers of a professional without a logo, and the logo address answers 404', async () => {
    expect(listed.logoUrl).toBeNull();
    const res = await request(api.url).get(`/api/users/${users.pro.user.id}/logo`);
    expectError(res, 404, 'Este usuario no tiene logo');
  });

  it('is the address of the image once /profile/edit uploaded one, in the profile, its page and the directory', async () => {
    const uploaded = await uploadLogo(users.pro.agent, users.pro.user.id, tinyPng);
    expect(uploaded.status).toBe(200);
    const { logoUrl } = uploaded.body as PublicUser;
    expect(logoUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}-192\.webp$/);
    expect((await request(api.url).get(`/api/workers/${listed.id}`)).body.logoUrl).toBe(logoUrl);
    const page = (await request(api.url).get('/api/workers')).body as WorkerProfile[];
    expect(page.find((w) => w.id === listed.id)?.logoUrl).toBe(logoUrl);

    const image = await request(api.url)
      .get(logoUrl ?? '')
      .buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const redirect = await request(api.url).get(`/api/users/${users.pro.user.id}/logo`).redirects(0);
    expect([redirect.status, redirect.headers.location]).toEqual([302, logoUrl]);
  });

  it('is not shown to an anonymous visitor when the professional is not in the public directory', async () => {
    await uploadLogo(users.hidden.agent, users.hidden.user.id, tinyPng).expect(200);
    const anonymous = await request(api.url).get(`/api/users/${users.hidden.user.id}/logo`).redirects(0);
    expect(anonymous.status).toBe(404);
    expect((await request(api.url).get(`/api/users/${users.hidden.user.id}`)).body.logoUrl).toBeNull();
    const member = await users.client.agent.get(`/api/users/${users.hidden.user.id}/logo`).redirects(0);
    expect(member.status).toBe(302);
  });

  it('answers 400 to an id that is not a number and 404 to an unknown user', async () => {
    expect((await request(api.url).get('/api/users/abc/logo')).status).toBe(400);
    expectError(await request(api.url).get('/api/users/999999/logo'), 404, 'Usuario no encontrado');
  });
});
