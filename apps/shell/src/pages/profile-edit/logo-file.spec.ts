import { logoFileError } from './logo-file';

describe('logo check before upload', () => {
  it('accepts PNG, JPEG and GIF up to 5 MB', () => {
    expect(logoFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(logoFileError({ type: 'image/gif', size: 10 })).toBeNull();
  });

  it('refuses other types and files over 5 MB with a Spanish message', () => {
    expect(logoFileError({ type: 'image/webp', size: 10 })).toBe(
      'El logo debe ser una imagen PNG, JPG o GIF',
    );
    expect(logoFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'El logo no puede superar los 5 MB',
    );
  });
});
