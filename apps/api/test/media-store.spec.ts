import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import request from 'supertest';
import type { PublicUser } from '@reformas/shared-types';
import { createDatabase, startApi, type ApiProcess, type Database } from './support/api-process';
import { withDatabase } from './support/embedded-database';
import { useTestApi } from './support/test-api';
import { signUp, useSignedUp, type SignedUp } from './support/users';
import { imageInfo, makeImage, storedFiles, uploadLogo } from './support/images';

const MEDIA_URL = /^\/api\/media\/[0-9a-f]{32}-192\.webp$/;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

// Before the media store the users table held each logo as a data URL. The migration moves them into the media store;
// the same step at every start catches any written later (an older API process still running).
describe('logos stored as data URLs move to the media store', () => {
  let database: Database;
  let api: ApiProcess | undefined;
  let png: SignedUp;
  let gif: SignedUp;
  let broken: SignedUp;
  const logoOf = async (user: SignedUp) =>
    ((await user.agent.get(`/api/users/${user.user.id}`)).body as PublicUser).logoUrl;

  beforeAll(async () => {
    database = await createDatabase();
    api = await startApi(database);
    png = await signUp(api.url, 'professional');
    gif = await signUp(api.url, 'professional');
    broken = await signUp(api.url, 'cleaning');
    await api.stop();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database.drop();
  });

  const restart = async () => {
    await api?.stop();
    api = await startApi(database);
    // The new process listens on another port: each user signs in there.
    for (const user of [png, gif, broken]) {
      user.agent = request.agent(api.url);
      await user.agent
        .post('/api/login')
        .send({ username: user.body.email, password: user.body.password })
        .expect(200);
    }
  };

  it('by the migration: PNG and old GIF logos become WebP files, an undecodable one is dropped', async () => {
    await withDatabase(database, async (db) => {
      const set = 'UPDATE "users" SET "logoUrl" = $2 WHERE "id" = $1';
      await db.query(set, [png.user.id, dataUrl('image/png', await makeImage('png', 600, 300))]);
      await db.query(set, [gif.user.id, dataUrl('image/gif', await makeImage('gif', 100, 100))]);
      await db.query(set, [broken.user.id, 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==']);
      // As if this database were from before the migration.
      await db.query(`DELETE FROM "migrations" WHERE "name" = 'LogosToMediaStore1795800100000'`);
    });
    await restart();
    const url = api?.url ?? '';

    const pngUrl = await logoOf(png);
    expect(pngUrl).toMatch(MEDIA_URL);
    const served = await request(url)
      .get(pngUrl ?? '')
      .buffer(true);
    expect(await imageInfo(served.body as Buffer)).toEqual({ format: 'webp', width: 192, height: 96 });

    const gifUrl = await logoOf(gif);
    expect(gifUrl).toMatch(MEDIA_URL);
    expect(
      await imageInfo(
        (
          await request(url)
            .get(gifUrl ?? '')
            .buffer(true)
        ).body as Buffer,
      ),
    ).toEqual({
      format: 'webp',
      width: 100,
      height: 100,
    });
    expect(await logoOf(broken)).toBeNull();
    // Moved by the migration itself (its logger), which warned about the one it dropped.
    expect(api?.output()).toMatch(new RegExp(`Migraciones.*Logo del usuario ${broken.user.id} descartado`));
    // Two logos, two sizes each.
    expect(storedFiles(database.dataDir)).toHaveLength(4);
  });

  it('at start: a data URL written after the migration is moved too; what was moved stays as it is', async () => {
    const before = await logoOf(png);
    await api?.stop();
    await withDatabase(database, async (db) => {
      await db.query('UPDATE "users" SET "logoUrl" = $2 WHERE "id" = $1', [
        broken.user.id,
        dataUrl('image/jpeg', await makeImage('jpeg', 50, 40)),
      ]);
    });
    await restart();
    expect(await logoOf(png)).toBe(before);
    const moved = await logoOf(broken);
    expect(moved).toMatch(MEDIA_URL);
    expect(
      await imageInfo(
        (
          await request(api?.url ?? '')
            .get(moved ?? '')
            .buffer(true)
        ).body as Buffer,
      ),
    ).toEqual({
      format: 'webp',
      width: 50,
      height: 40,
    });
  });
});

// Production keeps images in S3-compatible object storage: here a local S3 server (s3rver) in a temporary folder.
describe('the media store on S3-compatible object storage', () => {
  const s3Dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'logos' }],
  });
  let endpoint = '';
  beforeAll(async () => {
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });
  const api = useTestApi({
    MEDIA_STORE: 's3',
    get S3_ENDPOINT() {
      return endpoint;
    },
    S3_BUCKET: 'logos',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  const users = useSignedUp(api, { pro: 'professional' });

  it('stores the WebP files in the bucket (none on disk), serves them from there and deletes them', async () => {
    const res = await uploadLogo(users.pro.agent, users.pro.user.id, await makeImage('png', 400, 400));
    expect(res.status).toBe(200);
    const logoUrl = (res.body as PublicUser).logoUrl ?? '';
    expect(logoUrl).toMatch(MEDIA_URL);
    expect(storedFiles(api.api.database.dataDir)).toEqual([]);

    const name = logoUrl.split('/').pop() ?? '';
    const inBucket = await fetch(`${endpoint}/logos/${name}`);
    expect(inBucket.status).toBe(200);
    const served = await request(api.url).get(logoUrl).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, Buffer.from(await inBucket.arrayBuffer()))).toBe(0);
    expect(await imageInfo(served.body as Buffer)).toEqual({ format: 'webp', width: 192, height: 192 });
    expect((await request(api.url).get('/api/media/00000000000000000000000000000000-96.webp')).status).toBe(
      404,
    );

    await users.pro.agent.delete(`/api/users/${users.pro.user.id}/logo`).expect(200);
    expect((await fetch(`${endpoint}/logos/${name}`)).status).toBe(404);
    expect((await request(api.url).get(logoUrl)).status).toBe(404);
  });
});
