import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  CLEANING_SERVICE_TYPE_VALUES,
  RENOVATION_TYPE_VALUES,
  type PublicUser,
  type WorkerProfile,
} from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { useSignedUp } from './support/users';
import { publishProject } from './support/projects';
import { makeImage, uploadLogo } from './support/images';

const LIMIT = 64 * 1024;
// Every text at its maximum, in a character of three bytes in UTF-8 (the heaviest the schemas let through).
const full = (length: number) => '€'.repeat(length);
const longUrl = `https://ejemplo.es/${'a'.repeat(1970)}`;

// Images are files, so no single-object JSON answer grows with them. Lists keep their own limits.
describe('single-object JSON answers stay under 64 kB', () => {
  const api = useTestApi();
  const users = useSignedUp(api, { pro: 'professional', cleaner: 'cleaning', client: 'client' });

  it('with every field at its maximum and a logo made from a 5 MB image', async () => {
    const { pro, cleaner, client } = users;
    // A photo-like image of about 5 MB (random pixels do not compress).
    const sharp = (await import('sharp')).default;
    const bigPng = await sharp(randomBytes(1280 * 1360 * 3), {
      raw: { width: 1280, height: 1360, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bigPng.length).toBeGreaterThan(4.9 * 1024 * 1024);
    await uploadLogo(pro.agent, pro.user.id, bigPng).expect(200);
    await uploadLogo(
      cleaner.agent,
      cleaner.user.id,
      await makeImage('jpeg', 2000, 2000),
      'image/jpeg',
    ).expect(200);

    await pro.agent
      .put(`/api/users/${pro.user.id}`)
      .send({ companyName: full(120), description: full(2000), websiteUrl: longUrl })
      .expect(200);
    const worker = (
      await pro.agent
        .post('/api/workers')
        .send({
          companyName: full(120),
          description: full(2000),
          services: RENOVATION_TYPE_VALUES,
          experience: 80,
          websiteUrl: longUrl,
          postalCode: '28013',
          city: full(100),
        })
        .expect(201)
    ).body as WorkerProfile;
    await cleaner.agent
      .post('/api/cleaning')
      .send({
        name: full(100),
        phone: '600 11 22 33',
        city: full(100),
        experience: 5,
        availability: 'morning',
        description: full(2000),
        hasReferences: true,
        serviceType: CLEANING_SERVICE_TYPE_VALUES,
        allowDirectContact: true,
      })
      .expect(201);
    const project = await publishProject(client.agent, {
      name: full(100),
      city: full(100),
      description: full(2000),
    });

    const answers = {
      [`GET /api/users/${pro.user.id} (owner)`]: await pro.agent.get(`/api/users/${pro.user.id}`),
      [`GET /api/users/${pro.user.id} (anonymous)`]: await request(api.url).get(`/api/users/${pro.user.id}`),
      [`GET /api/users/${cleaner.user.id} (member)`]: await client.agent.get(`/api/users/${cleaner.user.id}`),
      [`GET /api/workers/${worker.id}`]: await request(api.url).get(`/api/workers/${worker.id}`),
      [`GET /api/users/${pro.user.id}/profile`]: await request(api.url).get(
        `/api/users/${pro.user.id}/profile`,
      ),
      [`GET /api/users/${cleaner.user.id}/cleaning`]: await request(api.url).get(
        `/api/users/${cleaner.user.id}/cleaning`,
      ),
      [`GET /api/projects/${project.id}`]: await pro.agent.get(`/api/projects/${project.id}`),
      'GET /api/user': await pro.agent.get('/api/user'),
    };
    for (const [call, res] of Object.entries(answers)) {
      expect([call, res.status]).toEqual([call, 200]);
      expect([call, Buffer.byteLength(res.text) < LIMIT]).toEqual([call, true]);
    }
    // The logo is there, as an address.
    expect((answers[`GET /api/users/${pro.user.id} (owner)`]?.body as PublicUser).logoUrl).toMatch(
      /^\/api\/media\//,
    );
  });
});
