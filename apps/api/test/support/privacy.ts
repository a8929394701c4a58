import type { Response } from 'supertest';

/** No answer may carry a password or its scrypt hash, whatever the endpoint and the viewer. */
export function expectNoSecrets(res: Pick<Response, 'text'>): void {
  expect(res.text).not.toContain('scrypt$');
  expect(res.text).not.toMatch(/"password"\s*:/);
}

/** '***' plus the last 3 characters: how the board and the profile dialog show someone else's phone. */
export const masked3 = (phone: string) => `***${phone.slice(-3)}`;

/** A PNG/JPEG/GIF data URL of the given decoded size (the bytes need not be a real picture). */
// The smallest real PNG (1×1 transparent pixel).
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
