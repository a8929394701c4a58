import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Agent } from './users';

/** A real image of this format and size: a gradient, so it has detail to encode. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff',
  width: number,
  height: number,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / (width * 3))) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** PUT /api/users/{id}/logo with these bytes as the body. */
export function uploadLogo(agent: Agent, userId: number, bytes: Buffer, type = 'image/png') {
  return agent.put(`/api/users/${userId}/logo`).set('Content-Type', type).send(bytes);
}

/** Files in the API's media folder (DATA_DIR/media); none when it does not exist yet. */
export function storedFiles(dataDir: string | undefined): string[] {
  try {
    return readdirSync(join(dataDir ?? '', 'media')).sort();
  } catch {
    return [];
  }
}

/** The served image's format and size in pixels. */
export async function imageInfo(
  bytes: Buffer,
): Promise<{ format?: string; width?: number; height?: number }> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

/**
 * An upload that announces `declaredBytes` but sends only `firstBytes`, and waits for the answer: what the API
 * says to an upload it refuses before reading it. With `sendRest`, it then sends the rest of what it announced, as
 * a browser still uploading does, and resolves once all of it went out (rejects if the connection was cut).
 */
export function uploadAnnouncing(
  url: string,
  options: {
    method: 'POST' | 'PUT';
    cookie: string;
    firstBytes: Buffer;
    declaredBytes: number;
    sendRest?: boolean;
  },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: options.method,
      headers: {
        'content-type': 'image/png',
        'content-length': String(options.declaredBytes),
        cookie: options.cookie,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = {
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        };
        if (!options.sendRest) {
          resolve(answer);
          req.destroy();
          return;
        }
        req.end(Buffer.alloc(options.declaredBytes - options.firstBytes.length), () => {
          resolve(answer);
          req.destroy();
        });
      });
    });
    // Without sendRest, once the answer has come, the connection's end is expected.
    req.on('error', (error) => reject(error));
    req.write(options.firstBytes);
  });
}
