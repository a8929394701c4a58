import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/env';
import { isMediaName } from './media-names';

export type StoredFile = { body: Readable; size: number | undefined };

/** Where images live: a folder (embedded default) or an S3-compatible bucket (production). */
export interface MediaStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file as a stream (never read whole into memory), or null when there is none. */
  open(name: string): Promise<StoredFile | null>;
  delete(name: string): Promise<void>;
}

export const MEDIA_STORE = Symbol('MEDIA_STORE');

// Callers validate names first; the stores check again, so no caller can ever write or read outside them.
function checked(name: string): string {
  if (!isMediaName(name)) throw new Error(`not a media name: ${JSON.stringify(name)}`);
  return name;
}

class FsMediaStore implements MediaStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const path = join(this.dir, checked(name));
    // Written aside and renamed: a reader never sees half a file, and two uploads of one image both succeed.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async open(name: string): Promise<StoredFile | null> {
    try {
      const handle = await open(join(this.dir, checked(name)), 'r');
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.dir, checked(name)), { force: true });
  }
}

class S3MediaStore implements MediaStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checked(name),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async open(name: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checked(name) }),
      );
      // In Node the SDK's body is an http.IncomingMessage: a Readable, streamed as it arrives.
      return object.Body ? { body: object.Body as Readable, size: object.ContentLength } : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checked(name) }));
  }
}

export function createMediaStore(config: AppConfig): MediaStore {
  if (config.MEDIA_STORE === 'fs')
    return new FsMediaStore(resolve(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media')));
  const options: S3ClientConfig = {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload) is not understood
    // by many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    options.credentials = {
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    };
  }
  return new S3MediaStore(new S3Client(options), config.S3_BUCKET ?? '');
}
