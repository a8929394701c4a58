import request from 'supertest';
import { expectNoSecrets, masked3, TINY_PNG } from './support/privacy';
import { useTestApi } from './support/test-api';
import { signUp, WITHHELD_USER_FIELDS, type Agent } from './support/users';
import { expectError, expectFieldErrors, expectInvalidData } from './support/errors';
import { UNAUTHENTICATED } from './support/messages';

describe('users', () => {
  const api = useTestApi();
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    owner = await signUp(api.url, 'professional', { phone: '612345678' });
    other = await signUp(api.url, 'client');
  });

  const put = (agent: Agent, body: object) => agent.put(`/api/users/${owner.user.id}`).send(body);

  describe('GET /api/users/:id', () => {
    it('shows an anonymous visitor only the masked name and user type of a professional not in the directory', async () => {
      const res = await request(api.url).get(`/api/users/${owner.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: owner.user.id,
        username: null,
        name: 'Usuaria P.',
        userType: 'professional',
        ...WITHHELD_USER_FIELDS,
      });
      expectNoSecrets(res);
    });

    it('shows another signed-in user a masked phone and no e-mail (they share no conversation)', async () => {
      const res = await other.agent.get(`/api/users/${owner.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.email).toBeNull();
      expect(res.body.phone).toBe(masked3(owner.body.phone));
      expectNoSecrets(res);
    });

    it('shows the owner their full phone and e-mail', async () => {
      const res = await owner.agent.get(`/api/users/${owner.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email: owner.body.email, phone: '612345678' });
      expectNoSecrets(res);
    });

    it("answers 404 'Usuario no encontrado' for an unknown id", async () => {
      const res = await request(api.url).get('/api/users/999999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Usuario no encontrado' });
    });

    it("answers 400 on a non-numeric id, naming the 'id' parameter", async () => {
      const res = await request(api.url).get('/api/users/abc');
      expectError(res, 400, 'Los datos enviados no son válidos');
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'id' })]);
    });
  });

  describe('PUT /api/users/:id', () => {
    it('answers 401 without a session and changes nothing', async () => {
      const res = await request(api.url)
        .put(`/api/users/${owner.user.id}`)
        .send({ companyName: 'Intrusos SL' });
      expectError(res, 401, UNAUTHENTICATED);
      const after = await owner.agent.get(`/api/users/${owner.user.id}`);
      expect(after.body.companyName).not.toBe('Intrusos SL');
    });

    it("answers 403 to another user and keeps the owner's data", async () => {
      const res = await put(other.agent, { companyName: 'Intrusos SL' });
      expectError(res, 403, 'No tienes permiso para realizar esta acción');
      const after = await owner.agent.get(`/api/users/${owner.user.id}`);
      expect(after.body.companyName).not.toBe('Intrusos SL');
    });

    it('saves the owner’s changes and answers with the updated user', async () => {
      const res = await put(owner.agent, {
        companyName: 'Reformas Pérez',
        description: 'Baños y cocinas en Madrid',
        websiteUrl: 'https://reformas-perez.es',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: owner.user.id,
        companyName: 'Reformas Pérez',
        description: 'Baños y cocinas en Madrid',
        websiteUrl: 'https://reformas-perez.es',
        phone: '612345678',
      });
      expectNoSecrets(res);
      const seen = await owner.agent.get(`/api/users/${owner.user.id}`);
      expect(seen.body).toMatchObject({ companyName: 'Reformas Pérez', logoUrl: null });
    });

    it('saves the owner’s name and phone (the session says them at once); refuses bad ones in Spanish and keeps them', async () => {
      const { agent, user } = await signUp(api.url, 'client', { name: 'Marta Ruiz Gil' });
      const putMine = (body: object) => agent.put(`/api/users/${user.id}`).send(body);
      const saved = await putMine({ name: 'Marta Ruiz', phone: '655 44 33 22' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ name: 'Marta Ruiz', phone: '655 44 33 22' });
      expect((await agent.get('/api/user')).body).toMatchObject({ id: user.id, name: 'Marta Ruiz' });
      expectInvalidData(await putMine({ name: 'M', phone: '12' }), [
        { path: 'name', message: 'El nombre debe tener al menos 3 caracteres' },
        { path: 'phone', message: 'El teléfono debe tener al menos 9 números' },
      ]);
      expect((await agent.get(`/api/users/${user.id}`)).body).toMatchObject({
        name: 'Marta Ruiz',
        phone: '655 44 33 22',
      });
    });

    it("refuses a website that is not an http(s) URL with 'Introduce una URL válida (http o https)'", async () => {
      for (const websiteUrl of ['no es una web', 'ftp://reformas.es', 'javascript:alert(1)']) {
        const res = await put(owner.agent, { websiteUrl });
        expectFieldErrors(res, [{ path: 'websiteUrl', message: 'Introduce una URL válida (http o https)' }]);
      }
    });

    it('accepts an empty website and stores it as null', async () => {
      await put(owner.agent, { websiteUrl: 'https://antes.es' });
      const res = await put(owner.agent, { websiteUrl: '' });
      expect(res.status).toBe(200);
      expect(res.body.websiteUrl).toBeNull();
      expect((await owner.agent.get(`/api/users/${owner.user.id}`)).body.websiteUrl).toBeNull();
    });

    it('takes no logo in the JSON (a data URL is left out); the logo has its own route, PUT /api/users/{id}/logo', async () => {
      const res = await put(owner.agent, { logoUrl: TINY_PNG, companyName: 'Reformas Pérez' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ companyName: 'Reformas Pérez', logoUrl: null });
    });

    it('answers 404 for an unknown user id', async () => {
      const res = await owner.agent.put('/api/users/999999').send({ companyName: 'X' });
      expectError(res, 404, 'Usuario no encontrado');
    });
  });
});
