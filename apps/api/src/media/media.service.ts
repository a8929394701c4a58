import { Inject, Injectable } from '@nestjs/common';
import { encodeLogo } from './logo-image';
import { encodePhoto } from './photo-image';
import { LOGO_SIZES, logoKeyOf, logoUrlOf, mediaName, PHOTO_SIZES } from './media-names';
import { MEDIA_STORE, type MediaStore, type StoredFile } from './media-store';

@Injectable()
export class MediaService {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  /** Checks, re-encodes and stores a logo uploaded by `account`; returns its address (for `logoUrl`). */
  async saveLogo(bytes: Buffer, account: number): Promise<string> {
    const logo = await encodeLogo(bytes, account);
    await Promise.all(
      logo.files.map((f) => this.store.put(mediaName(logo.key, f.size), f.bytes, 'image/webp')),
    );
    return logoUrlOf(logo.key);
  }

  /** Removes the files of a logo address of ours (anything else is left alone). */
  async deleteLogo(url: string | null): Promise<void> {
    const key = logoKeyOf(url);
    if (key) await Promise.all(LOGO_SIZES.map((size) => this.store.delete(mediaName(key, size))));
  }

  /**
   * Checks, re-encodes and stores a photo of the row `scope` uploaded by `account`; returns its id (the key of
   * its files).
   */
  async savePhoto(bytes: Buffer, scope: string, account: number): Promise<string> {
    const photo = await encodePhoto(bytes, scope, account);
    await Promise.all(
      photo.files.map((f) => this.store.put(mediaName(photo.key, f.size), f.bytes, 'image/webp')),
    );
    return photo.key;
  }

  /** Removes a photo's files (each row's photos have files of their own: see encodePhoto). */
  async deletePhoto(key: string): Promise<void> {
    await Promise.all(PHOTO_SIZES.map((size) => this.store.delete(mediaName(key, size))));
  }

  open(name: string): Promise<StoredFile | null> {
    return this.store.open(name);
  }
}
