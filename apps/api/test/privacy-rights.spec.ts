import { createHash } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import request from 'supertest';
import type { Client } from 'pg';
import type { Photo, Project, PublicUser } from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { withDatabase } from './support/embedded-database';
import { expectError, expectInvalidData } from './support/errors';
import { makeImage, storedFiles, uploadLogo } from './support/images';
import { publishProject } from './support/projects';
import { sentQuote } from './support/quotes';
import { signUp, type Agent, type SignedUp } from './support/users';
import { listInDirectory } from './support/workers';
import { UNAUTHENTICATED } from './support/messages';

/** A GET whose body is kept as bytes (the ZIP, the images), whatever its type. */
const download = (agent: Agent | ReturnType<typeof request>, path: string) =>
  agent.get(path).responseType('blob');

const WRONG_PASSWORD = 'La contraseña no es correcta. Tu cuenta no se ha eliminado.';

// The person who exports and then deletes her account: a name, address and phone found nowhere else.
const MONICA = { name: 'Mónica Borrable Ruiz', phone: '699111222' };
const NEW_ADDRESS = `monica.nueva.${Date.now().toString(36)}@ejemplo.es`;
const PEDRO = { name: 'Pedro Otro Profesional', phone: '688999000' };

/**
 * Every text, varchar, json, jsonb and array column of every table in the public schema (read from
 * information_schema, not listed by hand) holding any of `needles`, ignoring case: `table.column: needle`.
 */
async function columnsHolding(db: Client, needles: string[]): Promise<string[]> {
  const { rows: columns } = await db.query<{ table: string; column: string }>(
    `SELECT c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
          OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table, column } of columns) {
    for (const needle of needles) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
        [needle],
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

// Privacy rights in the product (issue 35): docs/privacy.md.
describe('GET /api/user/export and DELETE /api/user', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  let monica: SignedUp;
  let pedro: SignedUp;
  let witness: SignedUp;
  let profileId: number;
  let project: Project;
  let photo: Photo;
  let logoUrl: string;
  const url = () => api?.url ?? '';

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database);
    monica = await signUp(url(), 'client', MONICA);
    pedro = await signUp(url(), 'professional', PEDRO);
    witness = await signUp(url(), 'client', { name: 'Lucía Testigo Sanz' });
    // Her logo and a photo of her request: both must come back in the ZIP, and leave the store with her.
    const logo = await uploadLogo(monica.agent, monica.user.id, await makeImage('png', 300, 200)).expect(200);
    logoUrl = (logo.body as PublicUser).logoUrl ?? '';
    project = await publishProject(monica.agent, {
      name: MONICA.name,
      phone: MONICA.phone,
      email: monica.body.email,
      description: 'Reformar la cocina entera',
    });
    const photos = await monica.agent
      .post(`/api/projects/${project.id}/photos`)
      .set('Content-Type', 'image/png')
      .send(await makeImage('png', 640, 480))
      .expect(201);
    photo = (photos.body as Photo[])[0] as Photo;
    // Pedro is listed, asks for her phone, quotes, and they talk; she reviews him and reports his profile.
    const profile = await listInDirectory(pedro.agent, { taxId: '12345678Z', companyName: 'Reformas Pedro' });
    profileId = profile.id;
    await pedro.agent.post(`/api/projects/${project.id}/contact`).expect(200);
    await sentQuote(pedro.agent, project.id);
    await monica.agent
      .post('/api/messages')
      .send({ receiverId: pedro.user.id, message: '¿Cuándo podrías venir?' })
      .expect(201);
    await pedro.agent
      .post('/api/messages')
      .send({ receiverId: monica.user.id, message: 'El lunes a las diez.' })
      .expect(201);
    await monica.agent
      .post(`/api/users/${pedro.user.id}/reviews`)
      .send({ rating: 5, text: 'Puntual y muy limpio trabajando en la cocina.' })
      .expect(201);
    await monica.agent
      .post('/api/reports')
      .send({
        targetType: 'worker_profile',
        targetId: profile.id,
        reason: 'other',
        details: 'Solo por probar.',
      })
      .expect(201);
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    await database.drop();
  });

  describe('GET /api/user/export', () => {
    it('needs a session: 401', async () => {
      expectError(await request(url()).get('/api/user/export'), 401, UNAUTHENTICATED);
    });

    it("gives a ZIP of her data and her images, with no one else's e-mail or phone; a second one the same day is 429", async () => {
      const res = await download(monica.agent, '/api/user/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.zip"$/);
      const files = unzipSync(new Uint8Array(res.body as Buffer));
      const json = <T = unknown>(name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as T;

      const { account } = json<{ account: Record<string, unknown> }>('cuenta.json');
      expect(account).toMatchObject({
        id: monica.user.id,
        name: MONICA.name,
        email: monica.body.email,
        phone: MONICA.phone,
        userType: 'client',
        logoUrl,
      });
      expect(account).not.toHaveProperty('password');
      const requests = json<Record<string, unknown>[]>('solicitudes.json');
      expect(requests).toEqual([
        expect.objectContaining({
          id: project.id,
          phone: MONICA.phone,
          description: 'Reformar la cocina entera',
        }),
      ]);
      const quotes = json<{ received: Record<string, unknown>[] }>('presupuestos.json');
      expect(quotes.received).toEqual([
        expect.objectContaining({
          projectId: project.id,
          professional: { id: pedro.user.id, name: PEDRO.name },
        }),
      ]);
      expect(quotes.received[0]).not.toHaveProperty('taxId');
      const contacts = json<{ revealedToOthers: unknown[] }>('contactos.json');
      expect(contacts.revealedToOthers).toEqual([
        expect.objectContaining({
          projectId: project.id,
          professional: { id: pedro.user.id, name: PEDRO.name },
        }),
      ]);
      const messages = json<Record<string, unknown>[]>('mensajes.json');
      expect(messages.map((m) => [m.direction, m.message, m.with])).toEqual([
        ['sent', '¿Cuándo podrías venir?', { id: pedro.user.id, name: PEDRO.name }],
        ['received', 'El lunes a las diez.', { id: pedro.user.id, name: PEDRO.name }],
      ]);
      const reviews = json<{ written: Record<string, unknown>[] }>('opiniones.json');
      expect(reviews.written).toEqual([
        expect.objectContaining({ rating: 5, provider: { id: pedro.user.id, name: PEDRO.name } }),
      ]);
      expect(json('denuncias.json')).toEqual([
        expect.objectContaining({
          targetType: 'worker_profile',
          reason: 'other',
          details: 'Solo por probar.',
        }),
      ]);
      expect(json('notificaciones.json')).toBeDefined();
      // Her sessions by their public ids, never the token nor its stored hash.
      const sessions = json<{ id: string }[]>('sesiones.json');
      expect(sessions).toEqual([expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{32}$/) })]);
      const token = monica.cookie.replace(/^sid=/, '');
      const everything = Object.values(files)
        .map((file) => Buffer.from(file).toString('latin1'))
        .join('\n');
      const storedHash = createHash('sha256').update(token).digest('hex');
      for (const secret of [token, storedHash]) expect(everything).not.toContain(secret);
      // Pedro appears by id and public name only.
      for (const private_ of [pedro.body.email, PEDRO.phone, '12345678Z'])
        expect(everything).not.toContain(private_);

      // Her images, the very bytes the media store serves.
      const served = async (address: string) =>
        (await download(monica.agent, address).expect(200)).body as Buffer;
      expect(Buffer.from(files['fotos/logo.webp'] ?? [])).toEqual(await served(logoUrl));
      expect(Buffer.from(files[`fotos/solicitudes/${project.id}/${photo.id}.webp`] ?? [])).toEqual(
        await served(`/api/media/${photo.id}-1600.webp`),
      );

      const again = await monica.agent.get('/api/user/export');
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(
        /^Ya has descargado tus datos hoy: puedes hacerlo una vez al día\. Podrás volver a descargarlos dentro de 2?[0-9] horas\.$/,
      );
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      // Another person's export is theirs to ask: the limit is per account.
      expect((await download(pedro.agent, '/api/user/export')).status).toBe(200);
    });
  });

  describe('DELETE /api/user', () => {
    it('needs a session (401) and the password (400, nothing changed)', async () => {
      expectError(
        await request(url()).delete('/api/user').send({ password: 'secreto123' }),
        401,
        UNAUTHENTICATED,
      );
      expectInvalidData(await monica.agent.delete('/api/user').send({}), [
        { path: 'password', message: 'Introduce tu contraseña actual' },
      ]);
      expectError(
        await monica.agent.delete('/api/user').send({ password: 'no-es-esta' }),
        400,
        WRONG_PASSWORD,
      );
      expect((await monica.agent.get('/api/user').expect(200)).body).toMatchObject({ name: MONICA.name });
      expect((await pedro.agent.get(`/api/users/${monica.user.id}`).expect(200)).body).toMatchObject({
        logoUrl,
      });
      expect(storedFiles(database.dataDir).filter((f) => f.startsWith(photo.id))).toHaveLength(2);
      // A change of address she never confirmed: a link e-mail to the new one, a notice to the current one.
      await monica.agent
        .put('/api/account/email')
        .send({ password: monica.body.password, email: NEW_ADDRESS })
        .expect(202);
    });

    it('erases her: sessions end, sign-in fails, files leave the store, Pedro still reads her messages from "Usuario eliminado"', async () => {
      const other = await request(url())
        .post('/api/login')
        .send({ username: monica.body.email, password: monica.body.password })
        .expect(200);
      const otherCookie = ([] as string[])
        .concat(other.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('sid='));
      const before = storedFiles(database.dataDir);
      const logoKey = /([0-9a-f]{32})-192\.webp$/.exec(logoUrl)?.[1] ?? 'none';
      expect(before.filter((f) => f.startsWith(logoKey))).toHaveLength(2);

      const res = await monica.agent.delete('/api/user').send({ password: monica.body.password });
      expect(res.status).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
      // Every session, this one and the other browser's.
      expectError(await request(url()).get('/api/user').set('Cookie', monica.cookie), 401, UNAUTHENTICATED);
      expectError(
        await request(url())
          .get('/api/user')
          .set('Cookie', otherCookie?.split(';')[0] ?? ''),
        401,
        UNAUTHENTICATED,
      );
      await request(url())
        .post('/api/login')
        .send({ username: monica.body.email, password: monica.body.password })
        .expect(401);

      const after = storedFiles(database.dataDir);
      expect(after.filter((f) => f.startsWith(logoKey) || f.startsWith(photo.id))).toEqual([]);
      // Pedro's files are his.
      expect(after.length).toBe(before.length - 4);

      const conversation = await pedro.agent
        .get('/api/messages')
        .query({ userId1: pedro.user.id, userId2: monica.user.id })
        .expect(200);
      expect((conversation.body as { message: string }[]).map((m) => m.message)).toEqual([
        '¿Cuándo podrías venir?',
        'El lunes a las diez.',
      ]);
      const contacts = await pedro.agent.get(`/api/users/${pedro.user.id}/contacts`).expect(200);
      expect(contacts.body).toEqual([
        expect.objectContaining({ id: monica.user.id, name: 'Usuario eliminado' }),
      ]);
      // Nobody writes to a deleted account: nothing would ever read it.
      const late = await pedro.agent
        .post('/api/messages')
        .send({ receiverId: monica.user.id, message: '¿Sigues ahí?' });
      expect(late.status).toBe(404);
      // Her page is gone; her request left the board.
      expect((await pedro.agent.get(`/api/users/${monica.user.id}`)).status).toBe(404);
      const board = await request(url()).get('/api/projects').expect(200);
      expect((board.body as Project[]).map((p) => p.id)).not.toContain(project.id);
    });

    it("erases a professional too: his profile and its photos leave the directory and the store, his quotes lose the firm's name and NIF", async () => {
      const uploaded = await pedro.agent
        .post(`/api/workers/${profileId}/photos`)
        .set('Content-Type', 'image/png')
        .send(await makeImage('png', 500, 400))
        .expect(201);
      const key = (uploaded.body as Photo[])[0]?.id ?? 'none';
      expect(storedFiles(database.dataDir).filter((f) => f.startsWith(key))).toHaveLength(2);
      await pedro.agent.delete('/api/user').send({ password: pedro.body.password }).expect(204);
      expect(storedFiles(database.dataDir).filter((f) => f.startsWith(key))).toEqual([]);
      expect((await request(url()).get(`/api/workers/${profileId}`)).status).toBe(404);
      const directory = await request(url()).get('/api/workers').expect(200);
      expect((directory.body as { id: number }[]).map((w) => w.id)).not.toContain(profileId);
      // His rating and reviews are gone with him: 404, as for an unknown id.
      expect((await request(url()).get(`/api/users/${pedro.user.id}/reviews`)).status).toBe(404);
      expect((await request(url()).get(`/api/users/${pedro.user.id}/rating`)).status).toBe(404);
    });

    it('leaves their names, e-mails (and the one she was moving to), phones and his NIF in no text column of any table', async () => {
      await api?.stop();
      let found: string[] = [];
      await withDatabase(database, async (db) => {
        found = await columnsHolding(db, [
          MONICA.name,
          monica.body.email,
          MONICA.phone,
          NEW_ADDRESS,
          PEDRO.name,
          pedro.body.email,
          PEDRO.phone,
          '12345678Z',
          'Reformas Pedro',
        ]);
        // The scan does find what is there: the data of someone who kept their account.
        expect(await columnsHolding(db, [witness.body.name, witness.body.email])).toEqual(
          expect.arrayContaining([
            `users.name: ${witness.body.name}`,
            `users.email: ${witness.body.email}`,
            `mail_outbox.recipient: ${witness.body.email}`,
          ]),
        );
        // Her report is kept, blocked, with her id (docs/privacy.md).
        const reports = await db.query('SELECT 1 FROM "reports" WHERE "reporterId" = $1', [monica.user.id]);
        expect(reports.rowCount).toBe(1);
      });
      expect(found).toEqual([]);
      api = await startApi(database);
    });

    it('lets the same e-mail register again', async () => {
      const res = await request(url()).post('/api/register').send(monica.body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email: monica.body.email, name: MONICA.name });
      expect(res.body.id).not.toBe(monica.user.id);
    });
  });
});
