import request from 'supertest';
import type { PublicUser } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { listInDirectory } from './support/workers';
import { expectNoSecrets, masked3 } from './support/privacy';
import { signUp, WITHHELD_USER_FIELDS, type Agent } from './support/users';

// The permission matrix of GET /api/users/{id} (docs/privacy.md): who sees what of a person.
describe('privacy of GET /api/users/{id}', () => {
  const api = useTestApi();

  const worker = {
    services: ['bathroom'],
    postalCode: '28001',
    city: 'Madrid',
    experience: 4,
    companyName: 'Reformas Sol',
  };
  const project = {
    phone: '611222333',
    renovationType: 'kitchen',
    timeline: 'flexible',
    postalCode: '28001',
    city: 'Madrid',
  };
  const view = async (agent: Agent | null, id: number) => {
    const res = await (agent ?? request(api.url)).get(`/api/users/${id}`);
    expect(res.status).toBe(200);
    expectNoSecrets(res);
    return res.body as PublicUser;
  };

  it('anonymous: a request author is only a masked name and a user type (no username, e-mail or phone)', async () => {
    const author = await signUp(api.url, 'client', { name: 'Marta López Ruiz' });
    await author.agent.post('/api/projects').send(project).expect(201);
    const seen = await view(null, author.user.id);
    expect(seen).toEqual({
      id: author.user.id,
      name: 'Marta L.',
      userType: 'client',
      username: null,
      ...WITHHELD_USER_FIELDS,
    });
    // The same mask as the board's card for that request.
    const board = await request(api.url).get('/api/projects');
    expect(board.body.find((p: { userId: number }) => p.userId === author.user.id).name).toBe(seen.name);
  });

  it('anonymous: a cleaner is masked as the cleaning directory masks names', async () => {
    const cleaner = await signUp(api.url, 'cleaning', { name: 'Rosario' });
    const seen = await view(null, cleaner.user.id);
    expect(seen).toMatchObject({
      name: 'R***o',
      username: null,
      email: null,
      phone: null,
      userType: 'cleaning',
    });
  });

  it('anonymous: a professional with a public profile is shown as the directory shows them, without e-mail', async () => {
    const pro = await signUp(api.url, 'professional', { name: 'Jorge Pérez' });
    await pro.agent.post('/api/workers').send(worker).expect(201);
    const seen = await view(null, pro.user.id);
    const listed = (await request(api.url).get('/api/workers')).body.find(
      (w: { userId: number }) => w.userId === pro.user.id,
    );
    expect(seen).toMatchObject({
      name: listed.name,
      username: listed.username,
      phone: listed.phone,
      email: null,
    });
    expect(seen.phone).toBe(masked3(pro.body.phone));
  });

  it('anonymous: a professional whose profile is private, or who has none, is masked', async () => {
    const hidden = await signUp(api.url, 'professional', { name: 'Lucía Gómez' });
    await hidden.agent
      .post('/api/workers')
      .send({ ...worker, isPublic: false })
      .expect(201);
    expect(await view(null, hidden.user.id)).toMatchObject({ name: 'Lucía G.', username: null, email: null });
    const none = await signUp(api.url, 'professional', { name: 'Pablo Ruiz' });
    expect(await view(null, none.user.id)).toMatchObject({ name: 'Pablo R.', username: null, email: null });
  });

  it('signed in, no shared conversation: a client’s masked name, username, masked phone, no e-mail', async () => {
    const target = await signUp(api.url, 'client', { name: 'Ana Torres' });
    const stranger = await signUp(api.url, 'professional');
    const seen = await view(stranger.agent, target.user.id);
    expect(seen).toMatchObject({ name: 'Ana T.', username: target.user.username, email: null });
    expect(seen.phone).toBe(masked3(target.body.phone));
    // A professional's name is public (directories, reviews): in full.
    expect(await view(target.agent, stranger.user.id)).toMatchObject({ name: stranger.body.name });
  });

  it('a client’s name in full once the viewer revealed one of their requests, on the request and the profile', async () => {
    const client = await signUp(api.url, 'client', { name: 'Lucía Fernández' });
    const pro = await signUp(api.url, 'professional');
    await listInDirectory(pro.agent);
    const { body: published } = await client.agent.post('/api/projects').send(project).expect(201);
    const projectId = (published as { id: number }).id;
    expect((await pro.agent.get(`/api/projects/${projectId}`)).body).toMatchObject({ name: 'Lucía F.' });
    expect(await view(pro.agent, client.user.id)).toMatchObject({ name: 'Lucía F.' });
    await pro.agent.post(`/api/projects/${projectId}/contact`).expect(200);
    expect((await pro.agent.get(`/api/projects/${projectId}`)).body).toMatchObject({
      name: 'Lucía Fernández',
    });
    expect(await view(pro.agent, client.user.id)).toMatchObject({ name: 'Lucía Fernández' });
  });

  it('e-mail and the whole phone go only to users one answered: both wrote in the conversation', async () => {
    const a = await signUp(api.url, 'client');
    const b = await signUp(api.url, 'professional');
    const c = await signUp(api.url, 'cleaning');
    await a.agent.post('/api/messages').send({ receiverId: b.user.id, message: 'Hola' }).expect(201);
    // Writing to someone grants nothing, to either side.
    expect(await view(b.agent, a.user.id)).toMatchObject({ email: null, phone: masked3(a.body.phone) });
    expect(await view(a.agent, b.user.id)).toMatchObject({ email: null, phone: masked3(b.body.phone) });
    await b.agent.post('/api/messages').send({ receiverId: a.user.id, message: 'Buenas' }).expect(201);
    expect(await view(b.agent, a.user.id)).toMatchObject({
      email: a.body.email,
      phone: a.body.phone,
      canCall: true,
    });
    expect(await view(a.agent, b.user.id)).toMatchObject({
      email: b.body.email,
      phone: b.body.phone,
      canCall: true,
    });
    expect(await view(c.agent, a.user.id)).toMatchObject({ email: null, phone: masked3(a.body.phone) });
  });

  it('the owner sees everything of their own, phone in full', async () => {
    const me = await signUp(api.url, 'client');
    const seen = await view(me.agent, me.user.id);
    expect(seen).toMatchObject({ email: me.body.email, phone: me.body.phone, username: me.user.username });
  });

  it('walking ids signed in does not collect e-mail addresses', async () => {
    const people = await Promise.all([
      signUp(api.url, 'client'),
      signUp(api.url, 'professional'),
      signUp(api.url, 'cleaning'),
    ]);
    const walker = await signUp(api.url, 'client');
    const max = Math.max(...people.map((p) => p.user.id));
    const emails: string[] = [];
    for (let id = 1; id <= max; id++) {
      const res = await walker.agent.get(`/api/users/${id}`);
      if (res.status === 200 && res.body.email) emails.push(res.body.email);
    }
    expect(emails).toEqual([]);
  });

  it('requests: e-mail and full phone to the author and to a professional who revealed it, to nobody else', async () => {
    const author = await signUp(api.url, 'client');
    const created = await author.agent
      .post('/api/projects')
      .send({ ...project, email: 'obra@ejemplo.es' })
      .expect(201);
    const id = created.body.id;
    const pro = await signUp(api.url, 'professional');
    const otherPro = await signUp(api.url, 'professional');
    const otherClient = await signUp(api.url, 'client');
    const cleaner = await signUp(api.url, 'cleaning');
    await listInDirectory(pro.agent);
    await pro.agent.post(`/api/projects/${id}/contact`).expect(200);
    // canCall: the phone came whole, so the screen may offer to dial it.
    for (const viewer of [pro.agent, author.agent]) {
      expect((await viewer.get(`/api/projects/${id}`)).body).toMatchObject({
        email: 'obra@ejemplo.es',
        phone: project.phone,
        canCall: true,
      });
    }
    for (const viewer of [otherPro.agent, otherClient.agent, cleaner.agent, request(api.url)]) {
      expect((await viewer.get(`/api/projects/${id}`)).body).toMatchObject({
        email: null,
        phone: masked3(project.phone),
        canCall: false,
      });
    }
    const boardOf = async (agent: Agent | null) =>
      (await (agent ?? request(api.url)).get('/api/projects').query({ limit: 100 })).body as {
        id: number;
        canCall: boolean;
        email: string | null;
      }[];
    // A professional's board: whole only what they revealed.
    const proBoard = await boardOf(otherPro.agent);
    expect(proBoard.some((p) => p.canCall || p.email !== null)).toBe(false);
    expect((await boardOf(pro.agent)).filter((p) => p.canCall).map((p) => p.id)).toEqual([id]);
    expect((await boardOf(null)).some((p) => p.canCall)).toBe(false);
  });

  it('worker profiles: only the owner gets the phone whole and canCall, in the directory and on the profile', async () => {
    const owner = await signUp(api.url, 'professional');
    const created = await owner.agent.post('/api/workers').send(worker).expect(201);
    expect(created.body).toMatchObject({ phone: owner.body.phone, canCall: true });
    const id = created.body.id;
    expect((await owner.agent.get(`/api/users/${owner.user.id}/profile`)).body).toMatchObject({
      phone: owner.body.phone,
      canCall: true,
    });
    const [otherPro, client] = await Promise.all([
      signUp(api.url, 'professional'),
      signUp(api.url, 'client'),
    ]);
    for (const viewer of [otherPro.agent, client.agent, request(api.url)]) {
      expect((await viewer.get(`/api/workers/${id}`)).body).toMatchObject({
        phone: masked3(owner.body.phone),
        canCall: false,
      });
    }
    const listed = (await owner.agent.get('/api/workers?limit=100')).body as {
      id: number;
      canCall: boolean;
    }[];
    expect(listed.find((w) => w.id === id)?.canCall).toBe(true);
    expect(listed.filter((w) => w.id !== id).some((w) => w.canCall)).toBe(false);
  });

  it('contacts carry e-mails only of people who answered, and only one’s own list', async () => {
    const a = await signUp(api.url, 'client');
    const b = await signUp(api.url, 'professional');
    await a.agent.post('/api/messages').send({ receiverId: b.user.id, message: 'Hola' }).expect(201);
    const contactsOf = async (who: typeof a) =>
      (
        (await who.agent.get(`/api/users/${who.user.id}/contacts`)).body as {
          id: number;
          email: string | null;
        }[]
      ).map((c) => [c.id, c.email]);
    expect(await contactsOf(a)).toEqual([[b.user.id, null]]);
    expect(await contactsOf(b)).toEqual([[a.user.id, null]]);
    await b.agent.post('/api/messages').send({ receiverId: a.user.id, message: 'Buenas' }).expect(201);
    expect(await contactsOf(a)).toEqual([[b.user.id, b.body.email]]);
    expect((await b.agent.get(`/api/users/${a.user.id}/contacts`)).status).toBe(403);
  });
});
