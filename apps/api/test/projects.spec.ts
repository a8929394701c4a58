import request from 'supertest';
import type { CreateProjectRequest, Project } from '@reformas/shared-types';
import { expectNoSecrets } from './support/privacy';
import { projectRequest as project, publishProject, WRONG_PROJECT_FIELDS } from './support/projects';
import { useTestApi } from './support/test-api';
import { confirmAddress, mailEnv, useSmtp } from './support/smtp';
import { listInDirectory } from './support/workers';
import { useSignedUp, type Agent } from './support/users';
import { expectError, expectFieldErrors, expectInvalidData } from './support/errors';
import { UNAUTHENTICATED } from './support/messages';

describe('projects', () => {
  // A real SMTP server: an author confirms their address through the link e-mailed at registration.
  const smtp = useSmtp();
  const api = useTestApi(() => mailEnv(smtp.server.url));
  const users = useSignedUp(api, {
    author: ['client', { name: 'Juan García' }],
    otherClient: 'client',
    professional: 'professional',
    // Publishes the paging tests' 53 requests (only clients publish requests).
    pager: 'client',
  });

  const publish = publishProject;
  const board = (query: Record<string, string | number>, agent?: Agent) =>
    (agent ?? request(api.url)).get('/api/projects').query(query);

  describe('POST /api/projects', () => {
    it('answers 401 without a session and stores nothing', async () => {
      const res = await request(api.url)
        .post('/api/projects')
        .send(project({ city: 'Sinsesión' }));
      expectError(res, 401, UNAUTHENTICATED);
      const after = await board({ city: 'Sinsesión' });
      expect(after.header['x-total-count']).toBe('0');
    });

    it('publishes for the signed-in client with 201 and the caller as userId', async () => {
      const sent = project({ city: 'Alcalá de Henares' });
      const res = await users.author.agent.post('/api/projects').send(sent);
      expect(res.status).toBe(201);
      // Every field sent comes back as sent (to its author, unmasked), with what the API adds.
      expect(res.body).toEqual({
        ...sent,
        id: expect.any(Number),
        userId: users.author.user.id,
        canCall: true,
        maxContacts: 5,
        revealed: false,
        canReveal: false,
        emailVerified: false,
        createdAt: expect.any(String),
        status: 'open',
        // Its author sees how many quotes it has received.
        quoteCount: 0,
        closeReason: null,
        closedAt: null,
        photos: [],
        estimate: null,
      });
      const seen = await users.author.agent.get(`/api/projects/${res.body.id}`);
      expect(seen.body).toEqual(res.body);
    });

    it("uses the author's own name when the request has none, and null for an empty e-mail and description", async () => {
      const res = await users.otherClient.agent
        .post('/api/projects')
        .send(project({ name: undefined, email: '', description: '', city: 'Getafe' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        userId: users.otherClient.user.id,
        name: users.otherClient.body.name,
        email: null,
        description: null,
      });
    });

    it('ignores a userId in the body: the author is always the caller', async () => {
      const res = await users.otherClient.agent
        .post('/api/projects')
        .send({ ...project({ city: 'Leganés' }), userId: users.author.user.id });
      expect(res.status).toBe(201);
      expect(res.body.userId).toBe(users.otherClient.user.id);
    });

    it('answers 400 with the Spanish message of each field and stores nothing', async () => {
      const mine = await users.author.agent.get(`/api/users/${users.author.user.id}/projects`);
      const res = await users.author.agent
        .post('/api/projects')
        .send(
          project({ ...WRONG_PROJECT_FIELDS.body, timeline: 'ayer' as CreateProjectRequest['timeline'] }),
        );
      expectInvalidData(
        res,
        [...WRONG_PROJECT_FIELDS.errors, { path: 'timeline', message: 'Selecciona cuándo quieres empezar' }],
        { only: true },
      );
      const after = await users.author.agent.get(`/api/users/${users.author.user.id}/projects`);
      expect(after.body).toHaveLength(mine.body.length);
    });

    it('refuses a postal code with letters or six digits', async () => {
      for (const postalCode of ['28O13', '280130']) {
        const res = await users.author.agent.post('/api/projects').send(project({ postalCode }));
        expectFieldErrors(res, [{ path: 'postalCode', message: 'El código postal debe tener 5 dígitos' }]);
      }
    });

    it('keeps X-Total-Count unchanged after a refused request', async () => {
      const before = await board({});
      const res = await users.author.agent
        .post('/api/projects')
        .send(project({ phone: '1', city: 'Villarechazo' }));
      expect(res.status).toBe(400);
      const after = await board({});
      expect(after.header['x-total-count']).toBe(before.header['x-total-count']);
      // A filter never asked before cannot be answered from the count cache.
      const fresh = await board({ city: 'Villarechazo' });
      expect(fresh.header['x-total-count']).toBe('0');
      expect(fresh.body).toEqual([]);
    });
  });

  describe('GET /api/projects', () => {
    let oldest: Project;
    let middle: Project;
    let newest: Project;
    beforeAll(async () => {
      oldest = await publish(users.author.agent, {
        city: 'Villafiltro',
        renovationType: 'kitchen',
        timeline: '15days',
        postalCode: '28013',
      });
      middle = await publish(users.otherClient.agent, {
        city: 'villafiltro de abajo',
        renovationType: 'painting',
        timeline: 'flexible',
        postalCode: '08028',
      });
      newest = await publish(users.author.agent, {
        city: 'VILLAFILTRO',
        renovationType: 'kitchen',
        timeline: 'flexible',
        postalCode: '28500',
      });
    });
    const ids = (res: { body: Project[] }) => res.body.map((p) => p.id);

    it('lists newest first as a JSON array with the total in X-Total-Count', async () => {
      const res = await board({ city: 'villafiltro' });
      expect(res.status).toBe(200);
      expect(res.header['content-type']).toMatch(/^application\/json/);
      expect(Array.isArray(res.body)).toBe(true);
      expect(ids(res)).toEqual([newest.id, middle.id, oldest.id]);
      expect(res.header['x-total-count']).toBe('3');
      expectNoSecrets(res);
    });

    it('filters the city as a substring in any case', async () => {
      expect(ids(await board({ city: 'FILTRO' }))).toEqual([newest.id, middle.id, oldest.id]);
      expect(ids(await board({ city: 'de abajo' }))).toEqual([middle.id]);
      const none = await board({ city: 'Atlántida' });
      expect(none.body).toEqual([]);
      expect(none.header['x-total-count']).toBe('0');
    });

    it("matches 'MAD' to 'Madrid'", async () => {
      const madrid = await publish(users.otherClient.agent, { city: 'Madrid' });
      const res = await board({ city: 'MAD', limit: 100 });
      expect(ids(res)).toContain(madrid.id);
      expect(res.body.every((p: Project) => /mad/i.test(p.city))).toBe(true);
    });

    it("ignores case in accented city names: 'ávila' and 'ÁVILA' find 'Ávila'", async () => {
      const avila = await publish(users.otherClient.agent, { city: 'Ávila', postalCode: '05001' });
      for (const city of ['ávila', 'ÁVILA', 'Ávila']) {
        expect(ids(await board({ city }))).toEqual([avila.id]);
      }
    });

    it('treats % and _ in the city filter as plain characters', async () => {
      const percent = await board({ city: '%' });
      expect(percent.body).toEqual([]);
      expect(percent.header['x-total-count']).toBe('0');
      expect((await board({ city: '_' })).body).toEqual([]);
    });

    it('filters by renovation type and timeline, with the total for the filter', async () => {
      const kitchens = await board({ city: 'villafiltro', renovationType: 'kitchen' });
      expect(ids(kitchens)).toEqual([newest.id, oldest.id]);
      expect(kitchens.header['x-total-count']).toBe('2');
      const flexibleKitchens = await board({
        city: 'villafiltro',
        renovationType: 'kitchen',
        timeline: 'flexible',
      });
      expect(ids(flexibleKitchens)).toEqual([newest.id]);
      expect(flexibleKitchens.header['x-total-count']).toBe('1');
    });

    it("filters the postal code by prefix: '28' matches '28013' and '28500' but not '08028'", async () => {
      const res = await board({ city: 'villafiltro', postalCode: '28' });
      expect(ids(res)).toEqual([newest.id, oldest.id]);
      expect(ids(await board({ city: 'villafiltro', postalCode: '28013' }))).toEqual([oldest.id]);
    });

    it("treats '_all' and '' as no filter", async () => {
      const all = ids(await board({ city: 'villafiltro' }));
      expect(ids(await board({ city: 'villafiltro', renovationType: '_all', timeline: '_all' }))).toEqual(
        all,
      );
      expect(
        ids(await board({ city: 'villafiltro', renovationType: '', timeline: '', postalCode: '' })),
      ).toEqual(all);
    });

    it('answers 400 for a type or timeline outside the lists', async () => {
      const type = await board({ renovationType: 'tejado' });
      expectFieldErrors(type, [expect.objectContaining({ path: 'renovationType' })]);
      const timeline = await board({ timeline: 'ayer' });
      expectFieldErrors(timeline, [expect.objectContaining({ path: 'timeline' })]);
    });

    describe('paging', () => {
      beforeAll(async () => {
        for (let i = 0; i < 53; i++) {
          await publish(users.pager.agent, { city: 'Villapáginas', description: `Obra ${i}` });
        }
      });

      it('returns 50 by default with the full total in X-Total-Count', async () => {
        const res = await board({ city: 'Villapáginas' });
        expect(res.body).toHaveLength(50);
        expect(res.header['x-total-count']).toBe('53');
        expect(res.body[0].description).toBe('Obra 52');
      });

      it('honours limit and offset', async () => {
        const page = await board({ city: 'Villapáginas', limit: 10, offset: 50 });
        expect(page.body.map((p: Project) => p.description)).toEqual(['Obra 2', 'Obra 1', 'Obra 0']);
        expect(page.header['x-total-count']).toBe('53');
        expect((await board({ city: 'Villapáginas', limit: 100 })).body).toHaveLength(53);
        expect((await board({ city: 'Villapáginas', limit: 1, offset: 1 })).body[0].description).toBe(
          'Obra 51',
        );
      });

      it('refuses a limit over 100, under 1 or a negative offset with 400', async () => {
        const over = await board({ limit: 101 });
        expectFieldErrors(over, [{ path: 'limit', message: 'El límite máximo es 100' }]);
        expect((await board({ limit: 0 })).status).toBe(400);
        const offset = await board({ offset: -1 });
        expectFieldErrors(offset, [{ path: 'offset', message: 'El desplazamiento no puede ser negativo' }]);
      });
    });
  });

  describe('privacy of a project', () => {
    // The author's contact, in full and as the masks show it.
    const contact = { name: 'Juan García', phone: '911 222 333', email: 'juan.garcia@ejemplo.es' };
    const masked = { name: 'Juan G.', phone: '***333', email: null };
    let published: Project;
    beforeAll(async () => {
      published = await publish(users.author.agent, { ...contact, city: 'Villaprivada' });
    });
    const onBoard = async (agent?: Agent) => {
      const res = await board({ city: 'Villaprivada' }, agent);
      expect(res.body).toHaveLength(1);
      expectNoSecrets(res);
      return res.body[0] as Project;
    };

    it("shows an anonymous visitor a masked name ('Juan G.'), a masked phone and no e-mail", async () => {
      expect(await onBoard()).toMatchObject(masked);
      const one = await request(api.url).get(`/api/projects/${published.id}`);
      expect(one.body).toMatchObject(masked);
    });

    it('shows a signed-in client who is not the author a masked name and phone and no e-mail', async () => {
      expect(await onBoard(users.otherClient.agent)).toMatchObject(masked);
      expect((await users.otherClient.agent.get(`/api/projects/${published.id}`)).body).toMatchObject(masked);
    });

    it('shows a signed-in professional the masked name and phone until they reveal it, then all in full', async () => {
      const unrevealed = { ...masked, canReveal: true };
      expect((await users.professional.agent.get(`/api/projects/${published.id}`)).body).toMatchObject(
        unrevealed,
      );
      expect(await onBoard(users.professional.agent)).toMatchObject(unrevealed);
      await listInDirectory(users.professional.agent);
      await users.professional.agent.post(`/api/projects/${published.id}/contact`).expect(200);
      expect(await onBoard(users.professional.agent)).toMatchObject(contact);
      expect((await users.professional.agent.get(`/api/projects/${published.id}`)).body).toMatchObject(
        contact,
      );
    });

    it('shows the author everything', async () => {
      expect(await onBoard(users.author.agent)).toEqual(published);
    });
  });

  describe('GET /api/projects/:id', () => {
    it("answers 404 'Proyecto no encontrado' for an unknown id", async () => {
      const res = await request(api.url).get('/api/projects/999999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Proyecto no encontrado' });
    });

    it('answers 400 for an id that is not a positive number', async () => {
      for (const id of ['abc', '0', '-3']) {
        const res = await request(api.url).get(`/api/projects/${id}`);
        expectFieldErrors(res, [expect.objectContaining({ path: 'id' })]);
      }
    });
  });

  describe('GET /api/users/:id/projects', () => {
    it('answers 401 without a session', async () => {
      const res = await request(api.url).get(`/api/users/${users.author.user.id}/projects`);
      expect(res.status).toBe(401);
    });

    it('answers 403 to another user, even a professional', async () => {
      for (const viewer of [users.otherClient, users.professional]) {
        const res = await viewer.agent.get(`/api/users/${users.author.user.id}/projects`);
        expectError(res, 403, 'No tienes permiso para realizar esta acción');
      }
    });

    it('gives the owner only their own requests, newest first, unmasked', async () => {
      const res = await users.author.agent.get(`/api/users/${users.author.user.id}/projects`);
      expect(res.status).toBe(200);
      const list = res.body as Project[];
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.every((p) => p.userId === users.author.user.id)).toBe(true);
      expect(list.every((p) => p.phone === '911222333' || p.phone === '911 222 333')).toBe(true);
      const times = list.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const all = (await board({ limit: 100 }, users.author.agent)).body as Project[];
      expect(list.map((p) => p.id).sort()).toEqual(
        all
          .filter((p) => p.userId === users.author.user.id)
          .map((p) => p.id)
          .sort(),
      );
    });
  });

  describe("the author's confirmed address", () => {
    it('says emailVerified true on the board, the request and its edit once the author opened the link, false for another, and only that', async () => {
      const [mine, theirs] = [
        await publish(users.author.agent, { city: 'Villaconfirma' }),
        await publish(users.otherClient.agent, { city: 'Villaconfirma' }),
      ];
      expect(mine).toMatchObject({ emailVerified: false });
      await confirmAddress(smtp.server, api.url, users.author.body.email);
      const [listed, one, edited] = await Promise.all([
        board({ city: 'Villaconfirma' }),
        request(api.url).get(`/api/projects/${mine.id}`),
        users.author.agent.patch(`/api/projects/${mine.id}`).send(project({ city: 'Villaconfirma' })),
      ]);
      const verified = new Map((listed.body as Project[]).map((p) => [p.id, p.emailVerified]));
      expect(verified.get(mine.id)).toBe(true);
      expect(verified.get(theirs.id)).toBe(false);
      expect(one.body).toMatchObject({ id: mine.id, emailVerified: true });
      expect(edited.body).toMatchObject({ id: mine.id, emailVerified: true });
      // The address itself, and when it was confirmed, stay on the server.
      for (const res of [listed, one]) {
        expect(res.text).not.toContain(users.author.body.email);
        expect(res.text).not.toContain('emailVerifiedAt');
      }
    });
  });
});
