import request from 'supertest';
import type { CleaningService, CreateCleaningServiceRequest, Photo } from '@reformas/shared-types';
import { expectError, expectInvalidData } from './support/errors';
import { makeImage } from './support/images';
import { useTestApi } from './support/test-api';
import { signUp, useSignedUp } from './support/users';
import { UNAUTHENTICATED } from './support/messages';

const service = (overrides: Partial<CreateCleaningServiceRequest> = {}): CreateCleaningServiceRequest => ({
  name: 'Limpiezas Rocío',
  phone: '600 11 22 33',
  city: 'Écija',
  experience: 5,
  availability: 'morning',
  description: 'Limpieza de hogares',
  hasReferences: true,
  serviceType: ['home'],
  allowDirectContact: true,
  ...overrides,
});

describe('a cleaner manages her published service', () => {
  const api = useTestApi();
  const users = useSignedUp(api, { stranger: 'cleaning', visitorClient: 'client' });

  const publishNew = async () => {
    const { agent, user } = await signUp(api.url, 'cleaning');
    const res = await agent.post('/api/cleaning').send(service());
    if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${res.text}`);
    return { agent, user, service: res.body as CleaningService };
  };
  const inDirectory = async (id: number) => {
    const res = await request(api.url).get('/api/cleaning').query({ city: 'Écija', limit: 100 });
    return (res.body as CleaningService[]).some((s) => s.id === id);
  };

  it('GET /api/cleaning/{id} answers a service by its own id (the page /cleaning/{id}), masked for others; 404 unknown', async () => {
    const { agent, service: mine } = await publishNew();
    expect(mine.id).not.toBe(mine.userId);
    const seen = await request(api.url).get(`/api/cleaning/${mine.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: mine.id, userId: mine.userId, name: 'L***o', phone: '***2233' });
    expect((await agent.get(`/api/cleaning/${mine.id}`)).body).toMatchObject({ name: 'Limpiezas Rocío' });
    expectError(
      await request(api.url).get('/api/cleaning/999999'),
      404,
      'Servicio de limpieza no encontrado',
    );
    expect((await request(api.url).get('/api/cleaning/abc')).status).toBe(400);
  });

  it('edits it with the whole form (PUT), 20 years of experience allowed, and the directory shows the change', async () => {
    const { agent, service: mine } = await publishNew();
    const res = await agent.put(`/api/cleaning/${mine.id}`).send(
      service({
        experience: 20,
        city: 'Écija',
        serviceType: ['home', 'deep_cleaning'],
        description: 'Nueva',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mine.id,
      experience: 20,
      description: 'Nueva',
      serviceType: '["home","deep_cleaning"]',
    });
    const seen = await request(api.url).get('/api/cleaning').query({ city: 'Écija', limit: 100 });
    expect((seen.body as CleaningService[]).find((s) => s.id === mine.id)?.experience).toBe(20);
  });

  it('refuses an edit by someone else (403), of an unknown id (404), without a session (401) or with bad data (400), and changes nothing', async () => {
    const { service: mine, agent } = await publishNew();
    expectError(
      await users.stranger.agent.put(`/api/cleaning/${mine.id}`).send(service({ name: 'Ajeno' })),
      403,
      'No tienes permiso para realizar esta acción',
    );
    expectError(
      await agent.put('/api/cleaning/999999').send(service()),
      404,
      'Servicio de limpieza no encontrado',
    );
    expectError(await request(api.url).put(`/api/cleaning/${mine.id}`).send(service()), 401, UNAUTHENTICATED);
    expectInvalidData(await agent.put(`/api/cleaning/${mine.id}`).send(service({ experience: 21 })), [
      { path: 'experience', message: 'Selecciona los años de experiencia' },
    ]);
    const after = await agent.get(`/api/users/${mine.userId}/cleaning`);
    expect(after.body).toMatchObject({ name: 'Limpiezas Rocío', experience: 5 });
  });

  it('pauses it: out of the directory and 404 to others, still hers; resuming brings it back', async () => {
    const { agent, service: mine } = await publishNew();
    const pause = await agent.post(`/api/cleaning/${mine.id}/paused`).send({ paused: true });
    expect(pause.status).toBe(200);
    expect(pause.body).toMatchObject({ id: mine.id, paused: true });
    expect(await inDirectory(mine.id)).toBe(false);
    expectError(
      await users.visitorClient.agent.get(`/api/users/${mine.userId}/cleaning`),
      404,
      'Servicio de limpieza no encontrado',
    );
    expect((await agent.get(`/api/users/${mine.userId}/cleaning`)).body).toMatchObject({ paused: true });
    expect((await request(api.url).get(`/api/cleaning/${mine.id}`)).status).toBe(404);
    expect((await agent.get(`/api/cleaning/${mine.id}`)).body).toMatchObject({ id: mine.id, paused: true });
    expectError(
      await users.stranger.agent.post(`/api/cleaning/${mine.id}/paused`).send({ paused: false }),
      403,
      'No tienes permiso para realizar esta acción',
    );
    const bad = await agent.post(`/api/cleaning/${mine.id}/paused`).send({ paused: 'sí' });
    expect(bad.status).toBe(400);

    const resume = await agent.post(`/api/cleaning/${mine.id}/paused`).send({ paused: false });
    expect(resume.body).toMatchObject({ paused: false });
    expect(await inDirectory(mine.id)).toBe(true);
  });

  it('removes it with its photos (204), after which she may publish a new one; others get 403', async () => {
    const { agent, service: mine } = await publishNew();
    const upload = await agent
      .post(`/api/cleaning/${mine.id}/photos`)
      .set('Content-Type', 'image/png')
      .send(await makeImage('png', 64, 48));
    expect(upload.status).toBe(201);
    const [photo] = upload.body as Photo[];
    expect((await request(api.url).get(photo.url)).status).toBe(200);

    expectError(
      await users.stranger.agent.delete(`/api/cleaning/${mine.id}`),
      403,
      'No tienes permiso para realizar esta acción',
    );
    expect((await agent.delete(`/api/cleaning/${mine.id}`)).status).toBe(204);
    expect(await inDirectory(mine.id)).toBe(false);
    expect((await request(api.url).get(photo.url)).status).toBe(404);
    expectError(await agent.delete(`/api/cleaning/${mine.id}`), 404, 'Servicio de limpieza no encontrado');
    const again = await agent.post('/api/cleaning').send(service({ name: 'Limpiezas Rocío de nuevo' }));
    expect(again.status).toBe(201);
  });
});
