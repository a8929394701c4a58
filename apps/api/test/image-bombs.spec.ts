import { request as httpRequest } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import type { PublicUser } from '@reformas/shared-types';
import { useTestApi } from './support/test-api';
import { useSignedUp, type SignedUp } from './support/users';
import { expectError } from './support/errors';
import { makeImage, uploadLogo } from './support/images';

// The API's container limit (deploy/k8s: resources.limits.memory of the API Deployment).
const CONTAINER_LIMIT = 512 * 1024 * 1024;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `width` × `height` grey (colour type 0) or RGB (2) pixels, every one black: a few kilobytes that
 * decode to as much as the header says. `truncated` cuts its image data in half and drops the end.
 */
function pngBomb(
  width: number,
  height: number,
  options: { depth?: 8 | 16; colour?: 0 | 2; truncated?: boolean } = {},
): Buffer {
  const { depth = 8, colour = 0, truncated = false } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colour;
  const rowBytes = 1 + (width * (colour === 2 ? 3 : 1) * depth) / 8;
  const data = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  const idat = truncated ? data.subarray(0, data.length / 2) : data;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    ...(truncated ? [] : [chunk('IEND', Buffer.alloc(0))]),
  ]);
}

/** The most resident memory the API reached while `work` ran, sampled every 20 ms. */
async function peakRss<T>(rss: () => number, work: () => Promise<T>): Promise<{ peak: number; result: T }> {
  let peak = rss();
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  try {
    const result = await work();
    return { peak: Math.max(peak, rss()), result };
  } finally {
    clearInterval(timer);
  }
}

/** An upload that sends its headers and the first bytes, then waits: it holds its place until `abort()`. */
function heldUpload(url: string, cookie: string): { answered: Promise<number>; abort: () => void } {
  const req = httpRequest(url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', 'content-length': String(1024 * 1024), cookie },
  });
  const answered = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
  req.write(Buffer.alloc(1024));
  return { answered, abort: () => req.destroy() };
}

const cookieOf = (user: SignedUp) => user.cookie;
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

describe('images that claim a huge canvas', () => {
  const api = useTestApi({ LIMIT_PROFILE_WRITES_PER_MINUTE: '0' });
  const users = useSignedUp(api, { a: 'professional', b: 'professional' });

  it('refuses a few kilobytes that decode to gigabytes, at once, and the API stays within its container', async () => {
    const bombs: [string, Buffer, string][] = [
      ['49,999,000 × 1', pngBomb(49_999_000, 1), 'La imagen es demasiado grande'],
      ['1 × 49,999,000', pngBomb(1, 49_999_000), 'La imagen es demasiado grande'],
      ['1 × 49,999,000 at 16 bits', pngBomb(1, 49_999_000, { depth: 16 }), 'La imagen es demasiado grande'],
      [
        'truncated 1 × 49,999,000',
        pngBomb(1, 49_999_000, { truncated: true }),
        'La imagen es demasiado grande',
      ],
      ['16,000 × 100 (160:1)', pngBomb(16_000, 100), 'La imagen tiene unas proporciones no válidas'],
      [
        '7,000 × 7,000 RGB at 16 bits',
        pngBomb(7_000, 7_000, { depth: 16, colour: 2 }),
        'La imagen es demasiado grande',
      ],
    ];
    for (const [what, bytes, message] of bombs) {
      const started = Date.now();
      // Two at once, from two accounts, as the probe sent them.
      const { peak, result } = await peakRss(api.api.rss, () =>
        Promise.all([
          uploadLogo(users.a.agent, users.a.user.id, bytes),
          uploadLogo(users.b.agent, users.b.user.id, bytes),
        ]),
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `${what} (${Math.round(bytes.length / 1024)} KB): 400 en ${seconds.toFixed(2)} s, RSS máx. ${MB(peak)}`,
      );
      for (const res of result) {
        expect(res.status).toBe(400);
        expect((res.body as { message: string }).message).toContain(message);
      }
      expect(seconds).toBeLessThan(3);
      expect(peak).toBeLessThan(CONTAINER_LIMIT);
    }
    expect(api.api.alive()).toBe(true);
  });

  it('decodes the largest images it accepts two at a time within the container limit', async () => {
    // 7,000 × 7,000 RGB: 49 megapixels, 147 MB decoded; the decodes' budget lets one run at a time.
    const largest = pngBomb(7_000, 7_000, { colour: 2 });
    const { peak, result } = await peakRss(api.api.rss, () =>
      Promise.all([
        uploadLogo(users.a.agent, users.a.user.id, largest),
        uploadLogo(users.b.agent, users.b.user.id, largest),
      ]),
    );
    console.log(`dos de 7.000 × 7.000 a la vez: RSS máx. ${MB(peak)}`);
    for (const res of result) expect((res.body as PublicUser).logoUrl).toMatch(/^\/api\/media\//);
    expect(peak).toBeLessThan(CONTAINER_LIMIT);
  });
});

describe('uploads held at once', () => {
  const api = useTestApi({ LIMIT_PROFILE_WRITES_PER_MINUTE: '0' });
  const users = useSignedUp(api, {
    flooder: 'professional',
    u1: 'professional',
    u2: 'professional',
    u3: 'professional',
    other: 'professional',
  });
  // Two uploads of each of these accounts that hold their places until aborted.
  const holdTwo = (holders: SignedUp[]) =>
    holders.flatMap((user) => {
      const url = `${api.url}/api/users/${user.user.id}/logo`;
      return [heldUpload(url, cookieOf(user)), heldUpload(url, cookieOf(user))];
    });
  // A small logo of `size` px, uploaded by `user`.
  const logoOf = async (user: SignedUp, size: number) =>
    uploadLogo(user.agent, user.user.id, await makeImage('png', size, size));

  it('refuses a third upload of one account with 429 and Retry-After, while another account uploads', async () => {
    const held = holdTwo([users.flooder]);
    try {
      // Both admitted (they hold their places, waiting for their bodies).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const third = await logoOf(users.flooder, 40);
      expectError(third, 429, 'Ya tienes imágenes subiéndose: espera a que terminen para subir otra');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await logoOf(users.other, 41)).status).toBe(200);
    } finally {
      for (const upload of held) upload.abort();
    }
    // A client gone gives its place back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await logoOf(users.flooder, 42)).status).toBe(200);
  });

  it('refuses any account with 503 and Retry-After once the process holds eight uploads', async () => {
    const held = holdTwo([users.flooder, users.u1, users.u2, users.u3]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await logoOf(users.other, 43);
      expectError(
        refused,
        503,
        'Ahora mismo se están procesando muchas imágenes; inténtalo de nuevo en unos segundos',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      for (const upload of held) upload.abort();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await logoOf(users.other, 44)).status).toBe(200);
  });
});

describe('refused images and the write limit', () => {
  const api = useTestApi({ LIMIT_PROFILE_WRITES_PER_MINUTE: '3' });
  const users = useSignedUp(api, { pro: 'professional' });

  it('counts an upload whose image is refused, so refused files cannot keep the decoders busy for free', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await uploadLogo(users.pro.agent, users.pro.user.id, pngBomb(1, 49_999_000));
      expect(res.status).toBe(400);
    }
    const fourth = await uploadLogo(users.pro.agent, users.pro.user.id, await makeImage('png', 40, 40));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });
});
