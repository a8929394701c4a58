import request from 'supertest';
import type { CreateProjectRequest, Project, ProjectContact, PublicUser } from '@reformas/shared-types';
import { expectError, expectFieldErrors } from './support/errors';
import { masked3 } from './support/privacy';
import { projectRequest, publishProject } from './support/projects';
import { useTestApi, useTwoApis } from './support/test-api';
import { listInDirectory, workerProfileRequest } from './support/workers';
import { newUser, signUp, useSignedUp, type Agent } from './support/users';
import { UNAUTHENTICATED } from './support/messages';

const CAP_MESSAGE =
  'Este cliente ya tiene suficientes profesionales interesados en esta solicitud. Puedes escribirle por el chat.';
const DAILY_MESSAGE =
  'Has alcanzado el máximo de solicitudes que puedes contactar en 24 horas. Inténtalo de nuevo más tarde.';
const DAY = 24 * 3600;

const reveal = (agent: Agent | null, url: string, id: number) =>
  (agent ?? request(url)).post(`/api/projects/${id}/contact`);

// Phones revealed on request: lists never carry a client's phone or e-mail to anyone but the author
// and the professionals who asked for it, who are recorded and counted (docs/privacy.md).
describe('phones revealed on request', () => {
  const api = useTestApi();
  const users = useSignedUp(api, {
    client: ['client', { name: 'Carmen López' }],
    pro: ['professional', { name: 'Jorge Pérez' }],
    otherPro: 'professional',
    otherClient: 'client',
    cleaner: 'cleaning',
  });
  const board = (agent: Agent | null, city: string) =>
    (agent ?? request(api.url)).get('/api/projects').query({ city, limit: 100 });
  // Revealing a phone asks for a listing in the directory (its own test below).
  beforeAll(async () => {
    await listInDirectory(users.pro.agent);
    await listInDirectory(users.otherPro.agent);
  });

  describe('lists and one request', () => {
    it('send every viewer but the author the masked phone and no e-mail; only professionals may reveal', async () => {
      const city = 'Villamasca';
      const own = await publishProject(users.client.agent, {
        city,
        phone: '611222333',
        email: 'obra@ejemplo.es',
      });
      for (const viewer of [null, users.pro.agent, users.otherClient.agent, users.cleaner.agent]) {
        const listed = (await board(viewer, city)).body as Project[];
        const one = (await (viewer ?? request(api.url)).get(`/api/projects/${own.id}`)).body as Project;
        for (const seen of [listed[0], one]) {
          expect(seen).toMatchObject({ phone: '***333', email: null, canCall: false, revealed: false });
          expect(seen.canReveal).toBe(viewer === users.pro.agent);
        }
      }
      // The home's recent requests are the board's first page.
      const home = (await users.pro.agent.get('/api/projects').query({ limit: 6 })).body as Project[];
      expect(home.every((p) => p.email === null && p.phone.startsWith('***'))).toBe(true);
      // The author still sees their own in full.
      const mine = (await board(users.client.agent, city)).body as Project[];
      expect(mine[0]).toMatchObject({
        phone: '611222333',
        email: 'obra@ejemplo.es',
        canCall: true,
        canReveal: false,
      });
    });
  });

  describe('POST /api/projects/{id}/contact', () => {
    it('answers 403 in Spanish to a professional not listed in the directory, and takes no slot', async () => {
      const PROFILE_FIRST =
        'Para ver el teléfono de un cliente, publica antes tu perfil profesional en el directorio, con al menos un servicio.';
      const project = await publishProject(users.client.agent, { city: 'Villaperfiles', maxContacts: 1 });
      const newcomer = await signUp(api.url, 'professional');
      expectError(await reveal(newcomer.agent, api.url, project.id), 403, PROFILE_FIRST);
      // A profile kept out of the directory is not enough either.
      const profile = await listInDirectory(newcomer.agent, { isPublic: false });
      expectError(await reveal(newcomer.agent, api.url, project.id), 403, PROFILE_FIRST);
      expect((await users.client.agent.get(`/api/projects/${project.id}/contacts`)).body).toEqual([]);

      await newcomer.agent
        .put(`/api/workers/${profile.id}`)
        .send(workerProfileRequest({ isPublic: true }))
        .expect(200);
      expect((await reveal(newcomer.agent, api.url, project.id)).status).toBe(200);
      // Given once, it stays given, listed or not.
      await newcomer.agent
        .put(`/api/workers/${profile.id}`)
        .send(workerProfileRequest({ isPublic: false }))
        .expect(200);
      expect((await reveal(newcomer.agent, api.url, project.id)).status).toBe(200);
    });

    it('answers 401 without a session, 403 in Spanish to clients and cleaners, 404 for unknown or closed requests', async () => {
      const project = await publishProject(users.client.agent, { city: 'Villapermiso' });
      expectError(await reveal(null, api.url, project.id), 401, UNAUTHENTICATED);
      for (const agent of [users.otherClient.agent, users.cleaner.agent])
        expectError(
          await reveal(agent, api.url, project.id),
          403,
          'Solo los profesionales pueden ver el teléfono de una solicitud',
        );
      expectError(await reveal(users.pro.agent, api.url, 999999), 404, 'Proyecto no encontrado');
      const closed = await publishProject(users.client.agent, { city: 'Villacerrada' });
      await users.client.agent.post(`/api/projects/${closed.id}/close`).send({ reason: 'found' }).expect(200);
      expectError(await reveal(users.pro.agent, api.url, closed.id), 404, 'Proyecto no encontrado');
      // Nothing was recorded by the refusals.
      expect((await users.client.agent.get(`/api/projects/${project.id}/contacts`)).body).toEqual([]);
    });

    it('gives the full name, phone and e-mail, counted once however often it is asked, and shown whole afterwards', async () => {
      const city = 'Villarevela';
      const contact = { name: 'Carmen López', phone: '622333444', email: 'carmen.obra@ejemplo.es' };
      const project = await publishProject(users.client.agent, { city, ...contact });
      for (let i = 0; i < 3; i++) {
        const res = await reveal(users.pro.agent, api.url, project.id);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ projectId: project.id, ...contact });
      }
      const log = (await users.client.agent.get(`/api/projects/${project.id}/contacts`))
        .body as ProjectContact[];
      expect(log.map((c) => c.userId)).toEqual([users.pro.user.id]);
      const whole = {
        phone: contact.phone,
        email: contact.email,
        canCall: true,
        revealed: true,
        canReveal: false,
      };
      expect((await board(users.pro.agent, city)).body[0]).toMatchObject(whole);
      expect((await users.pro.agent.get(`/api/projects/${project.id}`)).body).toMatchObject(whole);
      // Another professional still gets the mask.
      expect((await board(users.otherPro.agent, city)).body[0]).toMatchObject({
        phone: '***444',
        email: null,
        revealed: false,
        canReveal: true,
      });
    });

    it('stops at the cap the client chose with 409, and still answers those who revealed it before', async () => {
      const project = await publishProject(users.client.agent, { city: 'Villatope', maxContacts: 1 });
      expect(project.maxContacts).toBe(1);
      expect((await reveal(users.pro.agent, api.url, project.id)).status).toBe(200);
      expectError(await reveal(users.otherPro.agent, api.url, project.id), 409, CAP_MESSAGE);
      expect((await reveal(users.pro.agent, api.url, project.id)).status).toBe(200);
      // Raising the cap lets the next one in.
      await users.client.agent
        .patch(`/api/projects/${project.id}`)
        .send({ ...requestOf(project), maxContacts: 2 })
        .expect(200);
      expect((await reveal(users.otherPro.agent, api.url, project.id)).status).toBe(200);
    });
  });

  describe('the cap on the request form', () => {
    it('is 5 unless chosen, from 1 to 20, and an edit without it keeps it', async () => {
      expect((await publishProject(users.client.agent, { city: 'Villacinco' })).maxContacts).toBe(5);
      for (const maxContacts of [0, 21, 2.5])
        expectFieldErrors(
          await users.client.agent
            .post('/api/projects')
            .send({ ...requestOf(await anyProject()), maxContacts }),
          [{ path: 'maxContacts', message: 'Elige entre 1 y 20 profesionales' }],
        );
      const project = await publishProject(users.client.agent, { city: 'Villaveinte', maxContacts: 20 });
      const { maxContacts: _cap, ...withoutCap } = requestOf(project);
      const edited = await users.client.agent.patch(`/api/projects/${project.id}`).send(withoutCap);
      expect(edited.body.maxContacts).toBe(20);
    });
  });

  describe('GET /api/projects/{id}/contacts', () => {
    it('lists who revealed the phone, with company and public profile, to the author only', async () => {
      const listed = await signUp(api.url, 'professional', { name: 'Luis Mora' });
      const profile = await listed.agent
        .post('/api/workers')
        .send({ companyName: 'Reformas Mora', services: ['bathroom'], city: 'Madrid', postalCode: '28001' })
        .expect(201);
      const hidden = await signUp(api.url, 'professional', { name: 'Sara Gil' });
      const hiddenProfile = await listInDirectory(hidden.agent, { services: ['kitchen'] });
      const project = await publishProject(users.client.agent, { city: 'Villaregistro' });
      const before = Date.now();
      await reveal(listed.agent, api.url, project.id).expect(200);
      await reveal(hidden.agent, api.url, project.id).expect(200);
      // Her profile left the directory after she revealed it: no link to it.
      await hidden.agent
        .put(`/api/workers/${hiddenProfile.id}`)
        .send(workerProfileRequest({ services: ['kitchen'], isPublic: false }))
        .expect(200);

      const res = await users.client.agent.get(`/api/projects/${project.id}/contacts`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          userId: hidden.user.id,
          name: 'Sara Gil',
          companyName: null,
          profileId: null,
          createdAt: expect.any(String),
        },
        {
          userId: listed.user.id,
          name: 'Luis Mora',
          companyName: 'Reformas Mora',
          profileId: profile.body.id,
          createdAt: expect.any(String),
        },
      ]);
      expect(Date.parse(res.body[0].createdAt)).toBeGreaterThanOrEqual(before - 5_000);

      for (const agent of [users.otherClient.agent, listed.agent])
        expectError(
          await agent.get(`/api/projects/${project.id}/contacts`),
          403,
          'No tienes permiso para realizar esta acción',
        );
      expect((await request(api.url).get(`/api/projects/${project.id}/contacts`)).status).toBe(401);
      expectError(
        await users.client.agent.get('/api/projects/999999/contacts'),
        404,
        'Proyecto no encontrado',
      );
    });
  });

  describe('e-mail and full phone of a person only once they answered', () => {
    const view = async (agent: Agent, id: number) => (await agent.get(`/api/users/${id}`)).body as PublicUser;
    const contacts = async (who: { agent: Agent; user: { id: number } }) =>
      (await who.agent.get(`/api/users/${who.user.id}/contacts`)).body as {
        id: number;
        email: string | null;
      }[];

    it('writing to someone grants nothing; once both wrote, both see each other whole, in profiles and contacts', async () => {
      const client = await signUp(api.url, 'client');
      const pro = await signUp(api.url, 'professional');
      await pro.agent.post('/api/messages').send({ receiverId: client.user.id, message: 'Hola' }).expect(201);
      for (const [viewer, person] of [
        [pro, client],
        [client, pro],
      ] as const) {
        expect(await view(viewer.agent, person.user.id)).toMatchObject({
          email: null,
          phone: masked3(person.body.phone),
          canCall: false,
        });
        expect((await contacts(viewer)).find((c) => c.id === person.user.id)?.email).toBeNull();
      }

      await client.agent
        .post('/api/messages')
        .send({ receiverId: pro.user.id, message: 'Buenas' })
        .expect(201);
      for (const [viewer, person] of [
        [pro, client],
        [client, pro],
      ] as const) {
        expect(await view(viewer.agent, person.user.id)).toMatchObject({
          email: person.body.email,
          phone: person.body.phone,
          canCall: true,
        });
        expect((await contacts(viewer)).find((c) => c.id === person.user.id)?.email).toBe(person.body.email);
      }
    });

    it('a professional who revealed a request sees its author whole; the author sees nothing more of them', async () => {
      const client = await signUp(api.url, 'client');
      const pro = await signUp(api.url, 'professional');
      await listInDirectory(pro.agent);
      const project = await publishProject(client.agent, { city: 'Villaperfil' });
      // The professional wrote first: still nothing.
      await pro.agent.post('/api/messages').send({ receiverId: client.user.id, message: 'Hola' }).expect(201);
      expect((await view(pro.agent, client.user.id)).email).toBeNull();

      await reveal(pro.agent, api.url, project.id).expect(200);
      expect(await view(pro.agent, client.user.id)).toMatchObject({
        email: client.body.email,
        phone: client.body.phone,
        canCall: true,
      });
      expect((await contacts(pro)).find((c) => c.id === client.user.id)?.email).toBe(client.body.email);
      expect(await view(client.agent, pro.user.id)).toMatchObject({
        email: null,
        phone: masked3(pro.body.phone),
      });
      expect((await contacts(client)).find((c) => c.id === pro.user.id)?.email).toBeNull();
    });
  });

  // One request the client published, for bodies built from it.
  let some: Project | undefined;
  async function anyProject(): Promise<Project> {
    some ??= await publishProject(users.client.agent, { city: 'Villabase' });
    return some;
  }
});

/** The body that publishes or edits a request like this one. */
function requestOf(project: Project) {
  return {
    name: project.name,
    phone: project.phone,
    email: project.email,
    renovationType: project.renovationType,
    timeline: project.timeline,
    postalCode: project.postalCode,
    city: project.city,
    description: project.description,
    maxContacts: project.maxContacts,
  };
}

// The limits live in PostgreSQL: two API processes on one database count the same reveals (the embedded
// database admits one process, which then serves both sides).
describe('the daily limit and the cap, shared by two API processes', () => {
  const apis = useTwoApis({ CONTACT_DAILY_LIMIT: '2' });

  /** Someone registered on one process; the session cookie works on both (sessions live in the database). */
  const person = async (userType: 'client' | 'professional') => {
    const res = await request(apis.a.url).post('/api/register').send(newUser(userType)).expect(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    // A professional reveals phones once listed in the directory.
    if (userType === 'professional')
      await request(apis.a.url)
        .post('/api/workers')
        .set('Cookie', cookie)
        .send(workerProfileRequest())
        .expect(201);
    return { id: res.body.id as number, cookie };
  };
  const publish = async (client: { cookie: string }, overrides: Partial<CreateProjectRequest>) =>
    (
      await request(apis.a.url)
        .post('/api/projects')
        .set('Cookie', client.cookie)
        .send(projectRequest(overrides))
        .expect(201)
    ).body as Project;
  const asOn = (url: string, who: { cookie: string }, id: number) =>
    request(url).post(`/api/projects/${id}/contact`).set('Cookie', who.cookie);

  it('a professional reveals at most CONTACT_DAILY_LIMIT new requests a day, across processes, then 429 with Retry-After', async () => {
    const client = await person('client');
    const pro = await person('professional');
    const projects = await Promise.all([1, 2, 3].map((i) => publish(client, { city: `Villadia${i}` })));
    expect((await asOn(apis.a.url, pro, projects[0].id)).status).toBe(200);
    expect((await asOn(apis.b.url, pro, projects[1].id)).status).toBe(200);
    for (const url of [apis.a.url, apis.b.url]) {
      const refused = await asOn(url, pro, projects[2].id);
      expectError(refused, 429, DAILY_MESSAGE);
      // Until the first reveal, moments ago, leaves the 24-hour window.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(DAY - 120);
      expect(retryAfter).toBeLessThanOrEqual(DAY);
    }
    // What was revealed is still given, on either process.
    expect((await asOn(apis.b.url, pro, projects[0].id)).status).toBe(200);
    expect((await asOn(apis.a.url, pro, projects[1].id)).status).toBe(200);
  });

  it('concurrent reveals on both processes pass neither the daily limit nor the cap', async () => {
    const client = await person('client');
    const pro = await person('professional');
    const many = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => publish(client, { city: `Villaprisa${i}` })),
    );
    const statuses = await Promise.all(
      many.map((p, i) => asOn(i % 2 ? apis.b.url : apis.a.url, pro, p.id)),
    ).then((all) => all.map((res) => res.status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);

    const capped = await publish(client, { city: 'Villacupo', maxContacts: 2 });
    const pros = await Promise.all([1, 2, 3, 4, 5].map(() => person('professional')));
    const capStatuses = await Promise.all(
      pros.map((p, i) => asOn(i % 2 ? apis.b.url : apis.a.url, p, capped.id)),
    ).then((all) => all.map((res) => res.status));
    expect(capStatuses.filter((s) => s === 200)).toHaveLength(2);
    expect(capStatuses.filter((s) => s === 409)).toHaveLength(3);
    const log = await request(apis.b.url)
      .get(`/api/projects/${capped.id}/contacts`)
      .set('Cookie', client.cookie);
    expect(log.body).toHaveLength(2);
  });
});
