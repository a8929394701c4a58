import { createHash } from 'node:crypto';

/**
 * Where a user's logo is served as an image (GET /api/users/{id}/logo). Answers carry this address, not the
 * data URL the user stores: a directory page of twelve logos of up to 5 MB each would otherwise be one
 * answer of up to 60 MB.
 */
export function userLogoPath(userId: number): string {
  return `/api/users/${userId}/logo`;
}

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

export type LogoImage = { type: string; bytes: Buffer; etag: string };

/** A stored 'data:image/png;base64,…' as the image it holds; anything else is no image. */
export function logoImage(dataUrl: string | null): LogoImage | null {
  const head = dataUrl ? /^data:(image\/(?:png|jpeg|gif));base64,/.exec(dataUrl.slice(0, 32)) : null;
  if (!dataUrl || !head?.[1]) return null;
  const payload = dataUrl.slice(head[0].length);
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  return { type: head[1], bytes: Buffer.from(payload, 'base64'), etag };
}
