import { crc32 } from 'node:zlib';
import request from 'supertest';
import type { PublicUser } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { useSignedUp } from './support/users';
import { expectError } from './support/errors';
import { imageInfo, makeImage, storedFiles, uploadAnnouncing, uploadLogo } from './support/images';
import { UNAUTHENTICATED } from './support/messages';

const MB = 1024 * 1024;
const MEDIA_URL = /^\/api\/media\/[0-9a-f]{32}-192\.webp$/;

const get = (url: string, path: string) => request(url).get(path).buffer(true);

// A logo is a file in the media store, uploaded as bytes and served by its content hash; the JSON
// answers carry only its address.
describe('logo upload (PUT /api/users/{id}/logo)', () => {
  const api = useTestApi();
  const users = useSignedUp(api, { pro: 'professional', other: 'professional', client: 'client' });
  const logoOf = async (id: number) =>
    ((await users.client.agent.get(`/api/users/${id}`)).body as PublicUser).logoUrl;

  it('refuses what is not really an image with 400 in Spanish, and stores nothing', async () => {
    const png = await makeImage('png', 64, 64);
    const pngHeaderThenGarbage = Buffer.concat([png.subarray(0, 33), Buffer.alloc(4000, 0x5a)]);
    const refused: [Buffer, string, string][] = [
      [
        Buffer.from('Hola, esto es un texto y no una imagen.\n'),
        'image/png',
        'El logo debe ser una imagen PNG, JPG, GIF o WebP',
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        'El logo debe ser una imagen PNG, JPG, GIF o WebP',
      ],
      [await makeImage('tiff', 64, 64), 'image/png', 'El logo debe ser una imagen PNG, JPG, GIF o WebP'],
      [
        pngHeaderThenGarbage,
        'image/png',
        'No se pudo leer la imagen: el archivo está dañado o no es una imagen válida',
      ],
      [Buffer.alloc(0), 'image/jpeg', 'El logo debe ser una imagen PNG, JPG, GIF o WebP'],
    ];
    for (const [bytes, type, message] of refused) {
      expectError(await uploadLogo(users.pro.agent, users.pro.user.id, bytes, type), 400, message);
    }
    expect(storedFiles(api.api.database.dataDir)).toEqual([]);
    expect(await logoOf(users.pro.user.id)).toBeNull();
  });

  it('refuses an image of more than 50 megapixels (a tiny file can claim a huge canvas) with 400', async () => {
    // A real 1×1 PNG whose header says 10,000 × 10,000 (its checksum made to match).
    const png = Buffer.from(await makeImage('png', 1, 1));
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await uploadLogo(users.pro.agent, users.pro.user.id, png);
    expectError(res, 400, 'La imagen tiene demasiados píxeles (máximo 50 megapíxeles)');
    expect(storedFiles(api.api.database.dataDir)).toEqual([]);
  });

  it("refuses more than 5 MB with 413 'El logo no puede superar los 5 MB', announced or not, and stores nothing", async () => {
    const tooBig = Buffer.concat([await makeImage('png', 16, 16), Buffer.alloc(5 * MB)]);
    const cookie = await sessionCookie(api.url, users.pro.body);
    // With its Content-Length (refused before reading), and in chunks without one (counted while read). The API
    // closes the connection after answering (it reads no more): fetch still gets the answer.
    for (const body of [tooBig, new Blob([tooBig]).stream()]) {
      const res = await fetch(`${api.url}/api/users/${users.pro.user.id}/logo`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', cookie },
        body,
        duplex: 'half',
      } as RequestInit);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 413,
        body: { message: 'El logo no puede superar los 5 MB' },
      });
    }
    // A client that goes on sending what it announced after the answer came (a browser mid-upload) is not cut off:
    // the rest is read and thrown away, so the answer above is what it shows.
    const announced = await uploadAnnouncing(`${api.url}/api/users/${users.pro.user.id}/logo`, {
      method: 'PUT',
      cookie,
      firstBytes: await makeImage('png', 16, 16),
      declaredBytes: 5 * MB + 1,
      sendRest: true,
    });
    expect(announced).toEqual({ status: 413, body: { message: 'El logo no puede superar los 5 MB' } });
    expect(storedFiles(api.api.database.dataDir)).toEqual([]);
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)(
    're-encodes a %s as WebP at 192 and 96 px (1x and 2x of the largest logo box)',
    async (format, type) => {
      const res = await uploadLogo(
        users.pro.agent,
        users.pro.user.id,
        await makeImage(format, 1000, 500),
        type,
      );
      expect(res.status).toBe(200);
      const logoUrl = (res.body as PublicUser).logoUrl ?? '';
      expect(logoUrl).toMatch(MEDIA_URL);
      expect(await logoOf(users.pro.user.id)).toBe(logoUrl);

      const large = await get(api.url, logoUrl);
      expect(large.status).toBe(200);
      expect(await imageInfo(large.body as Buffer)).toEqual({ format: 'webp', width: 192, height: 96 });
      const small = await get(api.url, logoUrl.replace('-192.webp', '-96.webp'));
      expect(await imageInfo(small.body as Buffer)).toEqual({ format: 'webp', width: 96, height: 48 });
    },
  );

  it('keeps a small logo at its size (no enlargement) and strips its metadata', async () => {
    const sharp = (await import('sharp')).default;
    const withExif = await sharp(await makeImage('jpeg', 40, 30))
      .withExif({ IFD0: { Copyright: 'Reformas Pérez', Artist: 'Ana' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await uploadLogo(users.pro.agent, users.pro.user.id, withExif, 'image/jpeg');
    const served = (await get(api.url, (res.body as PublicUser).logoUrl ?? '')).body as Buffer;
    expect(await imageInfo(served)).toEqual({ format: 'webp', width: 40, height: 30 });
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('takes the image by its bytes: a JPEG sent as image/png is still a JPEG, re-encoded', async () => {
    const res = await uploadLogo(
      users.pro.agent,
      users.pro.user.id,
      await makeImage('jpeg', 50, 50),
      'image/png',
    );
    expect(res.status).toBe(200);
    expect(
      await imageInfo((await get(api.url, (res.body as PublicUser).logoUrl ?? '')).body as Buffer),
    ).toEqual({
      format: 'webp',
      width: 50,
      height: 50,
    });
  });

  it('lets only the owner upload or remove it: 401 without a session, 403 for another user, 404 for nobody', async () => {
    const before = await logoOf(users.pro.user.id);
    const filesBefore = storedFiles(api.api.database.dataDir);
    const png = await makeImage('png', 80, 80);
    const path = `/api/users/${users.pro.user.id}/logo`;
    expectError(
      await request(api.url).put(path).set('Content-Type', 'image/png').send(png),
      401,
      UNAUTHENTICATED,
    );
    expectError(
      await uploadLogo(users.other.agent, users.pro.user.id, png),
      403,
      'No tienes permiso para realizar esta acción',
    );
    expectError(await uploadLogo(users.other.agent, 999999, png), 404, 'Usuario no encontrado');
    expectError(await request(api.url).delete(path), 401, UNAUTHENTICATED);
    expectError(await users.other.agent.delete(path), 403, 'No tienes permiso para realizar esta acción');
    expectError(await users.other.agent.delete('/api/users/999999/logo'), 404, 'Usuario no encontrado');
    expect(await logoOf(users.pro.user.id)).toBe(before);
    expect(storedFiles(api.api.database.dataDir)).toEqual(filesBefore);
  });

  it('removes it with DELETE: logoUrl null and the image gone, unless another account shows the same image', async () => {
    const png = await makeImage('png', 120, 60);
    const mine = (await uploadLogo(users.pro.agent, users.pro.user.id, png)).body as PublicUser;
    const theirs = (await uploadLogo(users.other.agent, users.other.user.id, png)).body as PublicUser;
    expect(theirs.logoUrl).toBe(mine.logoUrl);

    const removed = await users.pro.agent.delete(`/api/users/${users.pro.user.id}/logo`);
    expect(removed.status).toBe(200);
    expect((removed.body as PublicUser).logoUrl).toBeNull();
    expect(await logoOf(users.pro.user.id)).toBeNull();
    expect((await get(api.url, mine.logoUrl ?? '')).status).toBe(200);

    await users.other.agent.delete(`/api/users/${users.other.user.id}/logo`).expect(200);
    expect((await get(api.url, mine.logoUrl ?? '')).status).toBe(404);
  });

  it('replacing a logo deletes the old image', async () => {
    const first = (await uploadLogo(users.pro.agent, users.pro.user.id, await makeImage('png', 70, 70))).body;
    const second = (await uploadLogo(users.pro.agent, users.pro.user.id, await makeImage('png', 71, 71)))
      .body;
    expect(second.logoUrl).not.toBe(first.logoUrl);
    expect((await get(api.url, first.logoUrl)).status).toBe(404);
    expect((await get(api.url, second.logoUrl)).status).toBe(200);
  });

  it('takes images on this route only, and only images here (415)', async () => {
    const png = await makeImage('png', 20, 20);
    const elsewhere = await users.pro.agent
      .put(`/api/users/${users.pro.user.id}`)
      .set('Content-Type', 'image/png')
      .send(png);
    expectError(
      elsewhere,
      415,
      'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json)',
    );
    const json = await users.pro.agent.put(`/api/users/${users.pro.user.id}/logo`).send({ logoUrl: 'x' });
    expectError(
      json,
      415,
      'El logo se envía como imagen (Content-Type image/png, image/jpeg, image/gif o image/webp)',
    );
    const form = await users.pro.agent
      .put(`/api/users/${users.pro.user.id}/logo`)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x--');
    expect(form.status).toBe(415);
  });
});

describe('images served (GET /api/media/{name})', () => {
  const api = useTestApi();
  const users = useSignedUp(api, { pro: 'professional' });

  it('streams the WebP with its type, its length and an immutable year-long cache', async () => {
    const { logoUrl } = (
      await uploadLogo(users.pro.agent, users.pro.user.id, await makeImage('png', 300, 300))
    ).body as PublicUser;
    const res = await get(api.url, logoUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    // The pages' Content-Security-Policy lets them show it (same origin).
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self'/);
  });

  it.each([
    '00000000000000000000000000000000-192.webp',
    '00000000000000000000000000000000-100.webp',
    'ABCDEF00000000000000000000000000-192.webp',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fmedia%2F00000000000000000000000000000000-192.webp',
    'logo.png',
    '%00',
  ])("answers 404 'Imagen no encontrada' to %s", async (name) => {
    const res = await request(api.url).get(`/api/media/${name}`);
    expectError(res, 404, 'Imagen no encontrada');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('GET /api/users/{id}/logo redirects to the image for whoever may see the profile', async () => {
    const { logoUrl } = (await users.pro.agent.get(`/api/users/${users.pro.user.id}`)).body as PublicUser;
    const res = await users.pro.agent.get(`/api/users/${users.pro.user.id}/logo`).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(logoUrl);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

/** A session cookie of this user, for requests made without supertest (a streamed body). */
async function sessionCookie(url: string, account: { email: string; password: string }): Promise<string> {
  const login = await request(url)
    .post('/api/login')
    .send({ username: account.email, password: account.password });
  return String(login.headers['set-cookie']).split(';')[0] ?? '';
}
