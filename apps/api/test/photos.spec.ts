import request from 'supertest';
import type { CleaningService, Photo, Project, WorkerProfile } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { useSignedUp, type Agent } from './support/users';
import { expectError } from './support/errors';
import { imageInfo, makeImage, storedFiles, uploadAnnouncing } from './support/images';
import { publishProject } from './support/projects';
import { publishCleaning } from './support/workers';
import { UNAUTHENTICATED } from './support/messages';

const MB = 1024 * 1024;

/** POST one photo's bytes to a request (`projects`), a worker profile (`workers`) or a cleaning service. */
const upload = (agent: Agent | ReturnType<typeof request>, path: string, bytes: Buffer, type = 'image/png') =>
  agent.post(`${path}/photos`).set('Content-Type', type).send(bytes);

// A different real image each time (a gradient of another size): the same image twice in a row is refused.
let size = 40;
const nextImage = () => makeImage('png', (size += 3), 30);

// Photos on requests (6), worker profiles (12) and cleaning services (12), through the media store.
describe('photos of requests, worker profiles and cleaning services', () => {
  const api = useTestApi();
  const users = useSignedUp(api, {
    client: 'client',
    other: 'client',
    pro: 'professional',
    cleaner: 'cleaning',
    // Rows of their own for the visibility test (the others fill up to their limits).
    pro2: 'professional',
    cleaner2: 'cleaning',
  });
  const get = (path: string) => request(api.url).get(path).buffer(true);
  let profilePath = '';
  let cleaningPath = '';

  beforeAll(async () => {
    const profile = await users.pro.agent
      .post('/api/workers')
      .send({ services: ['bathroom'], city: 'Lugo', postalCode: '27001' })
      .expect(201);
    profilePath = `/api/workers/${(profile.body as WorkerProfile).id}`;
    cleaningPath = `/api/cleaning/${(await publishCleaning(users.cleaner.agent)).id}`;
  });

  it('adds a photo to a request: a 320×240 thumbnail and a large copy within 1600 px, shown wherever the request is', async () => {
    const project = await publishProject(users.client.agent, { city: 'Ourense' });
    const path = `/api/projects/${project.id}`;
    expect(project.photos).toEqual([]);
    const res = await upload(users.client.agent, path, await makeImage('jpeg', 2400, 1200), 'image/jpeg');
    expect(res.status).toBe(201);
    const photos = res.body as Photo[];
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    expect(photo?.thumbUrl).toBe(`/api/media/${photo?.id}-320.webp`);
    expect(photo?.url).toBe(`/api/media/${photo?.id}-1600.webp`);

    const thumb = await get(photo?.thumbUrl ?? '');
    expect(thumb.status).toBe(200);
    expect(thumb.headers['cache-control']).toBe('public, max-age=300');
    expect(await imageInfo(thumb.body as Buffer)).toEqual({ format: 'webp', width: 320, height: 240 });
    const large = await get(photo?.url ?? '');
    expect(await imageInfo(large.body as Buffer)).toEqual({ format: 'webp', width: 1600, height: 800 });

    // The request's page, the board (anonymous visitors too) and the author's list carry it.
    expect(((await get(path)).body as Project).photos).toEqual(photos);
    const board = (await get('/api/projects?city=Ourense')).body as Project[];
    expect(board.find((p) => p.id === project.id)?.photos).toEqual(photos);
    const own = (await users.client.agent.get(`/api/users/${users.client.user.id}/projects`))
      .body as Project[];
    expect(own.find((p) => p.id === project.id)?.photos).toEqual(photos);
  });

  it('refuses a 7th photo on a request with 409 in Spanish, and keeps nothing of it', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    for (let i = 0; i < 6; i++)
      expect((await upload(users.client.agent, path, await nextImage())).status).toBe(201);
    const files = storedFiles(api.api.database.dataDir);
    const res = await upload(users.client.agent, path, await nextImage());
    expectError(res, 409, 'Una solicitud puede tener como máximo 6 fotos. Quita alguna para añadir otra.');
    expect(((await get(path)).body as Project).photos).toHaveLength(6);
    expect(storedFiles(api.api.database.dataDir)).toEqual(files);
  });

  it('refuses a 13th photo on a worker profile and on a cleaning service', async () => {
    for (const [agent, path, message] of [
      [users.pro.agent, profilePath, 'Un perfil profesional puede tener como máximo 12 fotos.'],
      [users.cleaner.agent, cleaningPath, 'Un servicio de limpieza puede tener como máximo 12 fotos.'],
    ] as const) {
      for (let i = 0; i < 12; i++) expect((await upload(agent, path, await nextImage())).status).toBe(201);
      const res = await upload(agent, path, await nextImage());
      expect(res.status).toBe(409);
      expect((res.body as { message: string }).message).toContain(message);
    }
    const profile = (await get(profilePath)).body as WorkerProfile;
    expect(profile.photos).toHaveLength(12);
    const [service] = (await get(`/api/cleaning?userId=${users.cleaner.user.id}`)).body as CleaningService[];
    expect(service?.photos).toHaveLength(12);
  });

  it('lets parallel uploads never pass the limit: with 5 of 6 kept, of 2 at once exactly one is kept', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    for (let i = 0; i < 5; i++)
      expect((await upload(users.client.agent, path, await nextImage())).status).toBe(201);
    // One account's uploads are taken in two at a time (media/image-turns.ts): both race for the last place.
    const images = await Promise.all([nextImage(), nextImage()]);
    const answers = await Promise.all(images.map((bytes) => upload(users.client.agent, path, bytes)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const { photos } = (await get(path)).body as Project;
    expect(photos).toHaveLength(6);
    // Only the kept photos have files: the refused one was removed again.
    const names = storedFiles(api.api.database.dataDir);
    for (const photo of photos) expect(names).toContain(`${photo.id}-320.webp`);
    const answered = answers
      .filter((r) => r.status === 201)
      .flatMap((r) => (r.body as Photo[]).map((p) => p.id));
    expect(new Set(answered)).toEqual(new Set(photos.map((p) => p.id)));
  });

  it('refuses what is not an image with 400 in Spanish, more than 10 MB with 413, and JSON with 415', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    const files = storedFiles(api.api.database.dataDir);
    expectError(
      await upload(users.client.agent, path, Buffer.from('Hola, esto no es una foto.\n')),
      400,
      'La foto debe ser una imagen PNG, JPG, GIF o WebP',
    );
    // Announced as more than 10 MB: the API answers 413 before reading the body (only its start is sent).
    const login = await request(api.url)
      .post('/api/login')
      .send({ username: users.client.body.email, password: users.client.body.password });
    const tooBig = await uploadAnnouncing(`${api.url}${path}/photos`, {
      method: 'POST',
      cookie: String(login.headers['set-cookie']).split(';')[0] ?? '',
      firstBytes: await nextImage(),
      declaredBytes: 10 * MB + 1,
    });
    expect(tooBig).toEqual({ status: 413, body: { message: 'La foto no puede superar los 10 MB' } });
    expectError(
      await users.client.agent.post(`${path}/photos`).send({ url: 'https://ejemplo.es/foto.jpg' }),
      415,
      'La foto se envía como imagen (Content-Type image/png, image/jpeg, image/gif o image/webp)',
    );
    expect(((await get(path)).body as Project).photos).toEqual([]);
    expect(storedFiles(api.api.database.dataDir)).toEqual(files);
  });

  it('refuses the same photo twice on one row with 409', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    const image = await nextImage();
    expect((await upload(users.client.agent, path, image)).status).toBe(201);
    expectError(await upload(users.client.agent, path, image), 409, 'Esta foto ya está añadida');
  });

  it('lets only the owner add or remove photos: 401 without a session, 403 for another user, 404 for nothing', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    const [photo] = (await upload(users.client.agent, path, await nextImage())).body as Photo[];
    const image = await nextImage();
    expectError(await upload(request(api.url), path, image), 401, UNAUTHENTICATED);
    expectError(
      await upload(users.other.agent, path, image),
      403,
      'No tienes permiso para realizar esta acción',
    );
    expectError(
      await upload(users.pro.agent, cleaningPath, image),
      403,
      'No tienes permiso para realizar esta acción',
    );
    expectError(
      await upload(users.cleaner.agent, profilePath, image),
      403,
      'No tienes permiso para realizar esta acción',
    );
    expectError(
      await upload(users.client.agent, '/api/projects/999999', image),
      404,
      'Proyecto no encontrado',
    );
    expectError(
      await upload(users.pro.agent, '/api/workers/999999', image),
      404,
      'No se encontró el perfil profesional',
    );
    expectError(
      await upload(users.cleaner.agent, '/api/cleaning/999999', image),
      404,
      'Servicio de limpieza no encontrado',
    );

    const remove = (agent: Agent | ReturnType<typeof request>) => agent.delete(`${path}/photos/${photo?.id}`);
    expectError(await remove(request(api.url)), 401, UNAUTHENTICATED);
    expectError(await remove(users.other.agent), 403, 'No tienes permiso para realizar esta acción');
    expect(((await get(path)).body as Project).photos).toEqual([photo]);
  });

  it('removes a photo and its files; an unknown photo is 404', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    await upload(users.client.agent, path, await nextImage());
    const [first, second] = (await upload(users.client.agent, path, await nextImage())).body as Photo[];
    const res = await users.client.agent.delete(`${path}/photos/${first?.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([second]);
    expect(((await get(path)).body as Project).photos).toEqual([second]);
    expect((await get(first?.thumbUrl ?? '')).status).toBe(404);
    expect((await get(first?.url ?? '')).status).toBe(404);
    expect((await get(second?.thumbUrl ?? '')).status).toBe(200);
    expectError(await users.client.agent.delete(`${path}/photos/${first?.id}`), 404, 'Foto no encontrada');
  });

  it('adds no photo to a closed request (409), and still lets its author remove them', async () => {
    const { id } = await publishProject(users.client.agent);
    const path = `/api/projects/${id}`;
    const [photo] = (await upload(users.client.agent, path, await nextImage())).body as Photo[];
    await users.client.agent.post(`${path}/close`).send({ reason: 'found' }).expect(200);
    expectError(
      await upload(users.client.agent, path, await nextImage()),
      409,
      'Esta solicitud está cerrada y ya no se puede modificar',
    );
    expect((await users.client.agent.delete(`${path}/photos/${photo?.id}`)).body).toEqual([]);
  });

  it('serves a photo while its row is public; closed, private or paused, to its owner alone and never cached', async () => {
    const projectPath = `/api/projects/${(await publishProject(users.client.agent)).id}`;
    const profileBody = { services: ['bathroom'], city: 'Lugo', postalCode: '27001' };
    const listed = await users.pro2.agent.post('/api/workers').send(profileBody).expect(201);
    const ownProfile = `/api/workers/${(listed.body as WorkerProfile).id}`;
    const profile = (isPublic: boolean) =>
      users.pro2.agent
        .put(ownProfile)
        .send({ ...profileBody, isPublic })
        .expect(200);
    const ownService = `/api/cleaning/${(await publishCleaning(users.cleaner2.agent, { name: 'Limpiezas Rosa' })).id}`;
    const paused = (value: boolean) =>
      users.cleaner2.agent.post(`${ownService}/paused`).send({ paused: value }).expect(200);
    const cases: {
      owner: Agent;
      path: string;
      hide: () => Promise<unknown>;
      show?: () => Promise<unknown>;
    }[] = [
      {
        owner: users.client.agent,
        path: projectPath,
        hide: () => users.client.agent.post(`${projectPath}/close`).send({ reason: 'found' }).expect(200),
      },
      { owner: users.pro2.agent, path: ownProfile, hide: () => profile(false), show: () => profile(true) },
      { owner: users.cleaner2.agent, path: ownService, hide: () => paused(true), show: () => paused(false) },
    ];
    for (const { owner, path, hide, show } of cases) {
      const [photo] = (await upload(owner, path, await nextImage())).body as Photo[];
      const url = photo?.thumbUrl ?? '';
      const seen = await get(url);
      expect([path, seen.status, seen.headers['cache-control']]).toEqual([path, 200, 'public, max-age=300']);
      // A cache asking again gets 304 while the photo is still public.
      const again = await request(api.url).get(url).set('if-none-match', String(seen.headers.etag));
      expect([path, again.status]).toEqual([path, 304]);

      await hide();
      for (const stranger of [request(api.url), users.other.agent]) {
        expectError(await stranger.get(url), 404, 'Imagen no encontrada');
        expect((await stranger.get(url).set('if-none-match', String(seen.headers.etag))).status).toBe(404);
      }
      const own = await owner.get(url).buffer(true);
      expect([path, own.status, own.headers['cache-control']]).toEqual([path, 200, 'private, no-store']);
      if (show) {
        await show();
        expect((await get(url)).status).toBe(200);
      }
    }
  });

  it('shows a cleaning service’s photos in the directory, beside its photoUrl as given', async () => {
    const [service] = (await get(`/api/cleaning?userId=${users.cleaner.user.id}`)).body as CleaningService[];
    expect(service?.photoUrl).toBeNull();
    expect(service?.photos.length).toBeGreaterThan(0);
    expect(service?.photos[0]?.thumbUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}-320\.webp$/);
  });
});
