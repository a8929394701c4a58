import request from 'supertest';
import type { CreateProjectRequest, Project } from '@reformas/shared-types';
import { projectRequest as project, publishProject, WRONG_PROJECT_FIELDS } from './support/projects';
import { useTestApi } from './support/test-api';
import { useSignedUp, type Agent } from './support/users';
import { expectError, expectFieldErrors, expectInvalidData } from './support/errors';
import { UNAUTHENTICATED } from './support/messages';

// Requests a client can manage: edit, close, and what a closed request leaves behind.
describe('requests a client can manage', () => {
  const api = useTestApi();
  const users = useSignedUp(api, {
    author: ['client', { name: 'Marta Ruiz' }],
    otherClient: 'client',
    professional: 'professional',
  });

  const publish = (overrides: Partial<CreateProjectRequest> = {}) =>
    publishProject(users.author.agent, overrides);
  const board = (query: Record<string, string | number>, agent?: Agent) =>
    (agent ?? request(api.url)).get('/api/projects').query(query);
  const mine = async (): Promise<Project[]> =>
    (await users.author.agent.get(`/api/users/${users.author.user.id}/projects`)).body as Project[];
  const closeAs = (agent: Agent, id: number, reason: string = 'found') =>
    agent.post(`/api/projects/${id}/close`).send({ reason });

  describe('PATCH /api/projects/:id', () => {
    it('saves the whole form again for the author and shows the change on the board and in their list', async () => {
      const published = await publish({ city: 'Villaeditada' });
      const res = await users.author.agent.patch(`/api/projects/${published.id}`).send(
        project({
          city: 'Villaeditada',
          renovationType: 'bathroom',
          timeline: 'immediate',
          description: 'Ahora es el baño',
          email: '',
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...published,
        renovationType: 'bathroom',
        timeline: 'immediate',
        description: 'Ahora es el baño',
        email: null,
      });
      const onBoard = await board({ city: 'Villaeditada' });
      expect(onBoard.body.map((p: Project) => p.description)).toEqual(['Ahora es el baño']);
      expect((await mine()).find((p) => p.id === published.id)?.renovationType).toBe('bathroom');
    });

    it('moves the request between filters at once, totals included', async () => {
      const published = await publish({ city: 'Villamudanza', renovationType: 'painting' });
      const painting = await board({ city: 'Villamudanza', renovationType: 'painting' });
      expect(painting.header['x-total-count']).toBe('1');
      await users.author.agent
        .patch(`/api/projects/${published.id}`)
        .send(project({ city: 'Villamudanza', renovationType: 'plumbing' }))
        .expect(200);
      const after = await board({ city: 'Villamudanza', renovationType: 'painting' });
      expect(after.header['x-total-count']).toBe('0');
      expect(after.body).toEqual([]);
      const plumbing = await board({ city: 'Villamudanza', renovationType: 'plumbing' });
      expect(plumbing.header['x-total-count']).toBe('1');
    });

    it("uses the author's own name when the edit leaves it empty", async () => {
      const published = await publish({ name: 'Otra Persona', city: 'Villanombre' });
      const res = await users.author.agent
        .patch(`/api/projects/${published.id}`)
        .send(project({ name: '', city: 'Villanombre' }));
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Marta Ruiz');
    });

    it('answers 401 without a session and changes nothing', async () => {
      const published = await publish({ city: 'Villasinsesión' });
      const res = await request(api.url)
        .patch(`/api/projects/${published.id}`)
        .send(project({ city: 'Otra' }));
      expectError(res, 401, UNAUTHENTICATED);
      expect((await users.author.agent.get(`/api/projects/${published.id}`)).body).toEqual(published);
    });

    it('answers 403 to someone else, even a professional, and changes nothing', async () => {
      const published = await publish({ city: 'Villaajena' });
      for (const viewer of [users.otherClient, users.professional]) {
        const res = await viewer.agent
          .patch(`/api/projects/${published.id}`)
          .send(project({ city: 'Robada' }));
        expectError(res, 403, 'No tienes permiso para realizar esta acción');
      }
      expect((await users.author.agent.get(`/api/projects/${published.id}`)).body).toEqual(published);
    });

    it("answers 404 'Proyecto no encontrado' for an unknown id, and 400 for an id that is not one", async () => {
      const res = await users.author.agent.patch('/api/projects/999999').send(project());
      expectError(res, 404, 'Proyecto no encontrado');
      const bad = await users.author.agent.patch('/api/projects/abc').send(project());
      expectFieldErrors(bad, [expect.objectContaining({ path: 'id' })]);
    });

    it('answers 400 with the Spanish message of each field and stores nothing', async () => {
      const published = await publish({ city: 'Villainválida' });
      const res = await users.author.agent
        .patch(`/api/projects/${published.id}`)
        .send(project(WRONG_PROJECT_FIELDS.body));
      expectInvalidData(res, WRONG_PROJECT_FIELDS.errors, { only: true });
      expect((await users.author.agent.get(`/api/projects/${published.id}`)).body).toEqual(published);
    });

    it('refuses to edit a closed request with 409 and a Spanish message', async () => {
      const published = await publish({ city: 'Villacerradaedit' });
      await closeAs(users.author.agent, published.id).expect(200);
      const res = await users.author.agent
        .patch(`/api/projects/${published.id}`)
        .send(project({ city: 'Villacerradaedit', description: 'Cambio tardío' }));
      expectError(res, 409, 'Esta solicitud está cerrada y ya no se puede modificar');
      const own = await users.author.agent.get(`/api/projects/${published.id}`);
      expect(own.body.description).toBe(published.description);
    });
  });

  describe('POST /api/projects/:id/close', () => {
    it('closes the author’s request with the reason and the time, and keeps it in their list', async () => {
      const published = await publish({ city: 'Villacierre' });
      expect(published).toMatchObject({ status: 'open', closeReason: null, closedAt: null });
      const before = Date.now();
      const res = await closeAs(users.author.agent, published.id, 'not_needed');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...published,
        status: 'closed',
        closeReason: 'not_needed',
        closedAt: expect.any(String),
      });
      expect(Date.parse(res.body.closedAt)).toBeGreaterThanOrEqual(before - 5_000);
      const own = (await mine()).find((p) => p.id === published.id);
      expect(own).toEqual(res.body);
      // The author can still open it (to see it, not to edit it).
      expect((await users.author.agent.get(`/api/projects/${published.id}`)).body).toEqual(res.body);
    });

    it('takes it off the board at once, with X-Total-Count one lower for every filter that held it', async () => {
      const kept = await publish({ city: 'Villatotal', renovationType: 'painting' });
      const closing = await publish({ city: 'Villatotal', renovationType: 'painting' });
      // The counts are cached now (60 s): the close must not leave them behind.
      const filters: Record<string, string>[] = [
        { city: 'Villatotal' },
        { city: 'Villatotal', renovationType: 'painting' },
        {},
      ];
      const totals = await Promise.all(
        filters.map(async (f) => Number((await board(f)).header['x-total-count'])),
      );
      expect(totals.slice(0, 2)).toEqual([2, 2]);

      await closeAs(users.author.agent, closing.id, 'found').expect(200);

      for (const [i, filter] of filters.entries()) {
        const res = await board(filter, users.professional.agent);
        expect([filter, res.header['x-total-count']]).toEqual([filter, String(totals[i] - 1)]);
      }
      const now = await board({ city: 'Villatotal' });
      expect(now.body.map((p: Project) => p.id)).toEqual([kept.id]);
      // The home's recent requests and the dashboard read the same list, newest first.
      const recent = await board({ limit: 6 });
      expect(recent.body.map((p: Project) => p.id)).not.toContain(closing.id);
      expect(recent.body.map((p: Project) => p.id)).toContain(kept.id);
    });

    it('is idempotent: closing again answers the request as it is, first reason and time kept', async () => {
      const published = await publish({ city: 'Villados' });
      const first = await closeAs(users.author.agent, published.id, 'found');
      const second = await closeAs(users.author.agent, published.id, 'not_needed');
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(second.body.closeReason).toBe('found');
    });

    it('hides a closed request from everyone but its author: 410 (gone) to visitors, clients and professionals', async () => {
      const published = await publish({ city: 'Villaoculta' });
      await closeAs(users.author.agent, published.id).expect(200);
      for (const agent of [request(api.url), users.otherClient.agent, users.professional.agent]) {
        expectError(
          await agent.get(`/api/projects/${published.id}`),
          410,
          'Esta solicitud ya no está publicada',
        );
      }
    });

    it('answers 401 without a session and leaves the request open', async () => {
      const published = await publish({ city: 'Villaabierta' });
      const res = await closeAs(request.agent(api.url), published.id);
      expectError(res, 401, UNAUTHENTICATED);
      expect((await board({ city: 'Villaabierta' })).header['x-total-count']).toBe('1');
    });

    it("answers 403 to someone else's close, even a professional's, and leaves it open", async () => {
      const published = await publish({ city: 'Villanomía' });
      for (const viewer of [users.otherClient, users.professional]) {
        expectError(
          await closeAs(viewer.agent, published.id),
          403,
          'No tienes permiso para realizar esta acción',
        );
      }
      expect((await board({ city: 'Villanomía' })).body.map((p: Project) => p.id)).toEqual([published.id]);
    });

    it("answers 404 'Proyecto no encontrado' for an unknown id", async () => {
      expectError(await closeAs(users.author.agent, 999999), 404, 'Proyecto no encontrado');
    });

    it('answers 400 for a missing or unknown reason and leaves it open', async () => {
      const published = await publish({ city: 'Villamotivo' });
      for (const body of [{}, { reason: 'aburrimiento' }, { reason: '' }]) {
        const res = await users.author.agent.post(`/api/projects/${published.id}/close`).send(body);
        expectInvalidData(res, [{ path: 'reason', message: 'Elige por qué cierras la solicitud' }], {
          only: true,
        });
      }
      expect((await users.author.agent.get(`/api/projects/${published.id}`)).body.status).toBe('open');
    });
  });
});
