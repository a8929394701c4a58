import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, type SessionUser } from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';

/** The one route that takes a body other than JSON: PUT /api/users/{id}/logo, the image's bytes as they are. */
const LOGO_ROUTE = '/api/users/:id/logo';
export const LOGO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export function isLogoUpload(request: FastifyRequest): boolean {
  return request.method === 'PUT' && request.routeOptions.url === LOGO_ROUTE;
}

/** An image Content-Type (parameters aside) that the logo upload takes. */
export function isLogoUploadType(contentType: string | undefined): boolean {
  return LOGO_UPLOAD_TYPES.includes(contentType?.split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * The image parser, beside the JSON one. Images can cross sites without a preflight only as <form> posts, which
 * cannot send these types, so the CSRF defence holds; bootstrap.ts refuses them (415) on every other route.
 * Only the owner's upload is read, at most 5 MB of it: anyone else's body is left unread (Node discards it)
 * and the route answers 401, 403 or 404 as usual. So no one but a signed-in owner can make the API hold bytes.
 */
export function addLogoUploadParser(
  fastify: FastifyInstance,
  whoIs: (request: FastifyRequest) => Promise<SessionUser | null>,
): void {
  fastify.addContentTypeParser(LOGO_UPLOAD_TYPES, async (request: FastifyRequest, payload: Readable) => {
    if (!isLogoUpload(request)) return undefined;
    const user = await whoIs(request);
    const { id } = request.params as { id?: string };
    if (!user || String(user.id) !== id) return undefined;
    return readAtMost(payload, LOGO_MAX_BYTES, request.headers['content-length']);
  });
}

function readAtMost(payload: Readable, limit: number, declared: string | undefined): Promise<Buffer> {
  // Said too big up front: refused before reading a byte.
  if (Number(declared) > limit) return Promise.reject(new DomainError('LOGO_TOO_BIG'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) return void chunks.push(chunk);
      stop();
      reject(new DomainError('LOGO_TOO_BIG'));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
