import { Inject, Injectable } from '@nestjs/common';
import { encodeLogo } from './logo-image';
import { LOGO_SIZES, logoKeyOf, logoUrlOf, mediaName } from './media-names';
import { MEDIA_STORE, type MediaStore, type StoredFile } from './media-store';

@Injectable()
export class MediaService {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  /** Checks, re-encodes and stores an uploaded logo; returns its address (for `logoUrl`). */
  async saveLogo(bytes: Buffer): Promise<string> {
    const logo = await encodeLogo(bytes);
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

  open(name: string): Promise<StoredFile | null> {
    return this.store.open(name);
  }
}
