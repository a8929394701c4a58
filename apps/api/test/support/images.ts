import { readdirSync } from 'node:fs';
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
